import { bilingualSearchName, normalizeSearchText } from '../../db/search-text.js';

export interface SearchableListing {
  nameEn: string;
  nameAr: string;
  descriptionEn: string;
  descriptionAr: string;
}

export function searchColumns(l: SearchableListing) {
  const searchName = bilingualSearchName(l.nameEn, l.nameAr);
  const searchText = `${searchName} ${normalizeSearchText(`${l.descriptionEn} ${l.descriptionAr}`)}`.trim();
  return { searchName, searchText };
}

import { describe, expect, it } from 'vitest';
import { normalizeSearchText, searchSkeleton, searchTokens } from '../../db/search-text.js';
import { escapeLike } from '../../db/sql.js';
import { searchColumns } from './catalogue.search.js';

describe('normalizeSearchText', () => {
  it('folds alef and hamza forms to bare alef', () => {
    expect(normalizeSearchText('أحمد إبراهيم آمنة ٱلله')).toBe('احمد ابراهيم امنه الله');
  });
  it('folds ta marbuta to ha and alef maqsura to ya', () => {
    expect(normalizeSearchText('كعكة')).toBe(normalizeSearchText('كعكه'));
    expect(normalizeSearchText('حلوى')).toBe('حلوي');
  });
  it('removes diacritics and tatweel', () => {
    expect(normalizeSearchText('كَعْكَةُ')).toBe('كعكه');
    expect(normalizeSearchText('حفـــلة')).toBe('حفله');
  });
  it('maps Arabic-Indic digits to Latin', () => {
    expect(normalizeSearchText('كيكة ٣ طبقات ۴')).toBe('كيكه 3 طبقات 4');
  });
  it('lower-cases, drops accents and punctuation, collapses spaces', () => {
    expect(normalizeSearchText('  Crème   BRÛLÉE!! Cake-pops ')).toBe('creme brulee cake pops');
  });
  it('leaves an empty string empty', () => {
    expect(normalizeSearchText('  ... ')).toBe('');
  });
});

describe('searchTokens', () => {
  it('dedupes and orders longest first', () => {
    expect(searchTokens('cake birthday cake')).toEqual(['birthday', 'cake']);
  });
});

describe('escapeLike', () => {
  it('escapes wildcards', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
  });
});

describe('searchColumns', () => {
  it('indexes both languages and the descriptions', () => {
    const c = searchColumns({
      nameEn: 'Chocolate Cake',
      nameAr: 'كعكة الشوكولاتة',
      descriptionEn: 'Rich and moist',
      descriptionAr: 'غنية',
    });
    expect(c.searchName).toBe('chocolate cake | كعكه الشوكولاته');
    expect(c.searchText).toBe('chocolate cake | كعكه الشوكولاته rich and moist غنيه');
  });
});

describe('searchSkeleton', () => {
  it.each([
    ['بالون', 'بلن'],
    ['بلون', 'بلن'],
    ['بالونات', 'بلنت'],
    ['البالونات', 'بلنت'],
    ['شوكولاته', 'شكلت'],
    ['شوكلاته', 'شكلت'],
    ['فانوس', 'فنس'],
    ['فنوس', 'فنس'],
    ['فوانيس', 'فنس'],
    ['كيكه', 'كك'],
    ['كيك', 'كك'],
    ['ال', 'ال'],
    ['الحب', 'الحب'],
    ['balloon', 'balloon'],
  ])('%s → %s', (word, skeleton) => {
    expect(searchSkeleton(word)).toBe(skeleton);
  });

  it('keeps a first long vowel: the word’s first letter stays', () => {
    expect(searchSkeleton('ورود')).toBe('ورد');
    expect(searchSkeleton('ايس')).toBe('اس');
  });
});

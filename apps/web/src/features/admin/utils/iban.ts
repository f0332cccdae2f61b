/** An IBAN as banks print it, in groups of four: 'BH67BMAG00001299123456' → 'BH67 BMAG 0000 1299 1234 56'. */
export const groupIban = (iban: string) =>
  iban
    .replace(/\s/g, '')
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, '$1 ');

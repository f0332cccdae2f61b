import { type ListingKind, SEARCH_SHOPS_MAX } from '@haflah/contracts';
import { and, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { bilingualSearchName, normalizeSearchText, searchSkeleton } from '../../db/search-text.js';
import { escapeLike, pgArray, rawStatement } from '../../db/sql.js';
import { publicShopColumns, shops, visibleShop } from '../shops/index.js';
import {
  type CandidateRow,
  candidateColumns,
  filterConditions,
  type ItemFilter,
  type itemColumns,
} from './catalogue.reads.js';
import { categories, listings, searchWords } from './catalogue.schema.js';

/**
 * The search engine (ADR 011): the normalised columns a listing is found by, the vocabulary of words
 * that substrings and typos are matched against, the expansion of a query's words, and the search
 * statement that picks and ranks the candidates.
 */

export interface SearchableListing {
  nameEn: string;
  nameAr: string;
  descriptionEn: string;
  descriptionAr: string;
}

/** A listing's normalised search columns, written with it and never any other way. */
export function searchColumns(l: SearchableListing) {
  const searchName = bilingualSearchName(l.nameEn, l.nameAr);
  const searchText = `${searchName} ${normalizeSearchText(`${l.descriptionEn} ${l.descriptionAr}`)}`.trim();
  return { searchName, searchText };
}

/** The words of these listings join the search vocabulary (words are never removed: harmless). */
export async function addListingWords(db: Executor, ids: string[]) {
  await db.execute(sql`
    insert into ${searchWords} (word)
    select distinct unnest(tsvector_to_array(${listings.searchVector})) from ${listings}
     where ${listings.id} = any(${pgArray(ids)}::uuid[]) and ${listings.isActive}
    on conflict do nothing`);
}

/** Words of a query, each with what it may match (see `expandTokens`). */
export interface TokenMatch {
  token: string;
  /** Listing words containing the token, or close to it (typos). */
  words: string[];
  /** Categories and shops whose name matches the token: their listings match it too. */
  categoryIds: string[];
  shopIds: string[];
}

/** A shop as customers see it (`publicShopColumns`). */
export type NamedShopRow = {
  [K in keyof typeof publicShopColumns]: (typeof publicShopColumns)[K]['_']['data'];
};

/** What a query's words may match, and the shops all of them name (at most SEARCH_SHOPS_MAX). */
export interface Expansion {
  matches: TokenMatch[];
  namedShops: NamedShopRow[];
}

export type SearchFilter = ItemFilter & {
  /** The whole normalised query, for ranking. */
  text: string;
  matches: TokenMatch[];
  /** How many of the words a listing must match: all of them, or one fewer (see the service). */
  atLeast: number;
  offset: number;
};

/** How many of the best-rated matching listings a search ranks by relevance (ADR 011). */
export const SEARCH_CANDIDATES = 100;
/** Search statements kept per process, one per shape (searchInputs), oldest out. */
const SEARCH_SHAPES_KEPT = 200;

const lexeme = (word: string) => `'${word.replace(/'/g, "''")}'`;

/**
 * A search's inputs, named: the statement is built from the names (`bind`), so the same text runs with
 * the values inline (`searchQuery`) or as a statement built once per shape and given the values
 * (`searchItems`). The shape is what changes the text: the filters present, which of a word's
 * matches (listing words, categories, shops) exist, and whether every usable word must match.
 */
interface SearchInputs {
  shape: string;
  values: Record<string, unknown>;
  filter: { categoryId: boolean; shopId: boolean; kind: boolean };
  /** Per query word: which of its matches exist. */
  tokens: { words: boolean; categories: boolean; shops: boolean }[];
  /** Every word with a match must match (else `atLeast` of them). */
  all: boolean;
}

const like = (t: string) => `%${escapeLike(t)}%`;

/** The named inputs of a search, or null when too few words match anything for one to be found. */
function searchInputs(filter: SearchFilter): SearchInputs | null {
  const q = filter.text;
  const values: Record<string, unknown> = {
    limit: filter.limit,
    offset: filter.offset,
    text: q,
    startsWord: `%| ${escapeLike(q)}%`,
    atWord: `% ${escapeLike(q)}%`,
    anywhere: like(q),
  };
  for (const key of ['categoryId', 'shopId', 'kind'] as const) {
    if (filter[key]) values[key] = filter[key];
  }
  const tokens = filter.matches.map((m, i) => {
    values[`token${i}`] = like(m.token);
    if (m.words.length) values[`words${i}`] = m.words.map(lexeme).join(' | ');
    // One array parameter each, however many shops a word names ("cake": every branch of a bakery).
    if (m.categoryIds.length) values[`categories${i}`] = pgArray(m.categoryIds);
    if (m.shopIds.length) values[`shops${i}`] = pgArray(m.shopIds);
    return {
      words: m.words.length > 0,
      categories: m.categoryIds.length > 0,
      shops: m.shopIds.length > 0,
    };
  });
  const usable = tokens.filter((t) => t.words || t.categories || t.shops).length;
  if (usable < filter.atLeast) return null;
  const all = filter.atLeast >= usable;
  if (!all) values.atLeast = filter.atLeast;
  const present = { categoryId: !!filter.categoryId, shopId: !!filter.shopId, kind: !!filter.kind };
  const shape = [
    Object.entries(present)
      .filter(([, on]) => on)
      .map(([key]) => key[0])
      .join(''),
    tokens
      .map((t) => `${t.words ? 'w' : ''}${t.categories ? 'c' : ''}${t.shops ? 's' : ''}` || '-')
      .join('.'),
    all ? 'all' : 'some',
  ].join('/');
  return { shape, values, filter: present, tokens, all };
}

/**
 * The values of `expandTokensSql`: the words, each as a LIKE pattern matching it literally, and each
 * word's skeleton (`searchSkeleton`; letters and digits only, so also a LIKE pattern as it is).
 */
export const expandTokensValues = (tokens: string[]) => ({
  tokens: pgArray(tokens),
  patterns: pgArray(tokens.map(escapeLike)),
  skeletons: pgArray(tokens.map(searchSkeleton)),
});

/**
 * The statement behind `expandTokens`: what each query word may match, in one round trip over small
 * tables. Rows `(i, words, cats, shops)`, one per token in order. `bind` gives its three values
 * (`expandTokensValues`) or placeholders for them.
 */
export function expandTokensSql(bind: { tokens: unknown; patterns: unknown; skeletons: unknown }): SQL {
  // Each lateral subquery ends in `offset 0` so PostgreSQL computes its arrays once per word: pulled
  // up into the outer query, every reference to s.words, s.cats, y.guesses… ran its scan again (the
  // typo path six times over; 14.5 ms for one word at 100,000 listings).
  // Substrings first. Only a word found nowhere is taken for a typo: it becomes the closest words
  // of the vocabulary (listing, category and shop words), which then match as if typed; word
  // similarity costs far more than LIKE, so it only ever runs over the vocabulary.
  // Arabic spellings drop or add long vowels and the article (بلون for بالون), which puts their
  // trigrams far apart: a word whose skeleton is the typo's is taken for what was meant, the one
  // closest in length (بالون, not بالوان), found through the skeleton index; it then matches as a
  // substring would (بالونات, البالونات), and as well as the word typed when that is found too (a
  // shop named "بلون إت" does not hide the balloons). Without one, words whose skeleton starts with
  // the typo's come first among the similar words.
  const vocabulary = (match: SQL, first = sql``) => sql`array(
      select ${searchWords.word} from ${searchWords} where ${match}
       order by ${first} (${searchWords.word} = t.token) desc, (${searchWords.word} like t.pattern || '%') desc,
                word_similarity(t.token, ${searchWords.word}) desc, length(${searchWords.word}), ${searchWords.word}
       limit 64)`;
  const skeletonStarts = sql`${searchWords.skeleton} like t.skeleton || '%'`;
  const named = (table: typeof categories | typeof shops, match: (column: SQL) => SQL) => {
    const column = sql`${table.searchName}`;
    const visible = table === shops ? sql`${visibleShop} and` : sql``;
    return sql`array(select ${table.id}::text from ${table} where ${visible} ${match(column)})`;
  };
  const contains = (column: SQL) => sql`${column} like '%' || t.pattern || '%'`;
  const containsAny = (words: SQL) => (column: SQL) =>
    sql`${column} like any (array(select '%' || g || '%' from unnest(${words}) g))`;
  const containsGuess = containsAny(sql`y.guesses`);
  const containsAlso = containsAny(sql`a.words`);
  const expansion = sql`
      select t.i::int as i,
        coalesce(y.guesses, s.words || coalesce(a.words, '{}')) as words,
        case when y.guesses is not null then ${named(categories, containsGuess)}
             when a.words is null then s.cats else s.cats || ${named(categories, containsAlso)} end as cats,
        case when y.guesses is not null then ${named(shops, containsGuess)}
             when a.words is null then s.shops else s.shops || ${named(shops, containsAlso)} end as shops
      from unnest(${bind.tokens}::text[], ${bind.patterns}::text[], ${bind.skeletons}::text[])
           with ordinality as t(token, pattern, skeleton, i)
      cross join lateral (
        select ${vocabulary(contains(sql`${searchWords.word}`))} as words,
               ${named(categories, contains)} as cats,
               ${named(shops, contains)} as shops
        offset 0
      ) s
      cross join lateral (
        select case when length(t.token) < 4 then null
                    else (select ${searchWords.word} from ${searchWords}
                           where ${searchWords.skeleton} = t.skeleton
                           order by abs(length(${searchWords.word}) - length(t.token)),
                                    word_similarity(t.token, ${searchWords.word}) desc, ${searchWords.word}
                           limit 1) end as meant
        offset 0
      ) k
      cross join lateral (
        select case when cardinality(s.words) + cardinality(s.cats) + cardinality(s.shops) > 0 then null
                    when length(t.token) < 4 then '{}'::text[]
                    when k.meant is not null then ${vocabulary(sql`${searchWords.word} like '%' || k.meant || '%'`)}
                    else ${vocabulary(
                      sql`(similarity(t.token, ${searchWords.word}) >= 0.4 or t.token <% ${searchWords.word}
                           or (length(t.skeleton) >= 3 and ${skeletonStarts}))`,
                      sql`(${skeletonStarts}) desc,`,
                    )} end as guesses
        offset 0
      ) y
      cross join lateral (
        select case when y.guesses is null and k.meant <> t.token
                    then ${vocabulary(sql`${searchWords.word} like '%' || k.meant || '%'`)} end as words
        offset 0
      ) a`;
  // The shops every word names (each word matched their name: "sugar pearl"), best rated first, as
  // a search lists them above its items: on the first word's row, in the same round trip.
  const shopJson = sql.join(
    Object.entries(publicShopColumns).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`),
    sql`, `,
  );
  const namedShops = sql`(
      select coalesce(json_agg(n.shop order by n.rating desc, n.name_en, n.id), '[]'::json) from (
        select json_build_object(${shopJson}) as shop, ${shops.rating} as rating,
               ${shops.nameEn} as name_en, ${shops.id} as id
          from ${shops}
         where ${visibleShop} and ${shops.id} = any(e.shops::uuid[])
           and not exists (select 1 from e other where not (${shops.id}::text = any(other.shops)))
         order by ${shops.rating} desc, ${shops.nameEn}, ${shops.id}
         limit ${sql.raw(String(SEARCH_SHOPS_MAX))}) n)`;
  return sql`
      with e as materialized (${expansion})
      select e.i, e.words, e.cats, e.shops, case when e.i = 1 then ${namedShops} end as named
        from e order by e.i`;
}

export function createCatalogueSearch(db: Db) {
  /** The search statement of `inputs`' shape, each input as `bind` gives it (a value or a placeholder). */
  function searchStatement(inputs: SearchInputs, bind: (name: string) => unknown) {
    const conditions = filterConditions({
      categoryId: inputs.filter.categoryId ? (bind('categoryId') as string) : undefined,
      shopId: inputs.filter.shopId ? (bind('shopId') as string) : undefined,
      kind: inputs.filter.kind ? (bind('kind') as ListingKind) : undefined,
    });
    const usable: SQL[] = [];
    inputs.tokens.forEach((t, i) => {
      const parts: SQL[] = [];
      if (t.words) parts.push(sql`${listings.searchVector} @@ ${bind(`words${i}`)}::tsquery`);
      if (t.categories) parts.push(sql`${listings.categoryId} = any(${bind(`categories${i}`)}::uuid[])`);
      if (t.shops) parts.push(sql`${listings.shopId} = any(${bind(`shops${i}`)}::uuid[])`);
      if (parts.length) usable.push(or(...parts) as SQL);
    });
    const matched = sql.join(
      usable.map((c) => sql`(${c})::int`),
      sql` + `,
    );
    conditions.push(inputs.all ? (and(...usable) as SQL) : sql`(${matched}) >= ${bind('atLeast')}`);
    const allTokensInName = and(
      ...inputs.tokens.map((_t, i) => sql`${listings.searchName} like ${bind(`token${i}`)}`),
    );
    const score = sql<number>`(
      (${matched}) * 16
      + ('| ' || ${listings.searchName} like ${bind('startsWord')})::int * 8
      + (' ' || ${listings.searchName} like ${bind('atWord')})::int * 4
      + (${listings.searchName} like ${bind('anywhere')})::int * 2
      + (${allTokensInName})::int * 2
      + word_similarity(${bind('text')}, ${listings.searchName})
    )`;
    // The candidates carry everything the answer needs, scored as they are picked: the outer
    // query only orders those rows, so nothing joins back to the whole table.
    const candidates = db
      .select({ ...candidateColumns, score: score.as('score') })
      .from(listings)
      .innerJoin(shops, eq(shops.id, listings.shopId))
      .innerJoin(categories, eq(categories.id, listings.categoryId))
      .where(and(...conditions))
      .orderBy(desc(listings.rating), desc(listings.reviewCount), desc(listings.id))
      .limit(SEARCH_CANDIDATES)
      .as('candidates');
    const { score: _score, ...columns } = candidates._.selectedFields;
    return db
      .select(columns as unknown as typeof itemColumns)
      .from(candidates)
      .orderBy(
        desc(candidates.score),
        desc(candidates.rating),
        desc(candidates.createdAt),
        desc(candidates.id),
      )
      .limit(bind('limit') as number)
      .offset(bind('offset') as number);
  }
  const expandStatement = rawStatement<{
    i: number;
    words: string[];
    cats: string[];
    shops: string[];
    named: NamedShopRow[] | null;
  }>(
    db,
    expandTokensSql({
      tokens: sql.placeholder('tokens'),
      patterns: sql.placeholder('patterns'),
      skeletons: sql.placeholder('skeletons'),
    }),
  );
  const searchStatements = new Map<string, (values: Record<string, unknown>) => Promise<CandidateRow[]>>();

  return {
    /**
     * What each query word may match, in one round trip over small tables: the listing words that
     * contain it or are close to it (a typo), and the categories and shops named by it.
     */
    async expandTokens(tokens: string[]): Promise<Expansion> {
      const rows = await expandStatement(expandTokensValues(tokens));
      return {
        matches: rows.map((r) => ({
          token: tokens[r.i - 1]!,
          words: r.words,
          categoryIds: r.cats,
          shopIds: r.shops,
        })),
        namedShops: rows[0]?.named ?? [],
      };
    },

    /**
     * A search: the best-rated visible listings that match every word (or, with `atLeast`, that many
     * of the words) are the candidates, found through the full-text and category/shop indexes; only
     * those are ranked by relevance (ADR 011). `offset` pages through the ranked candidates.
     *
     * The statement is built once per shape (searchInputs) and kept: Drizzle building its SQL was most
     * of a search's CPU in the profile. It runs on the driver (`rawStatement`), unnamed, so PostgreSQL
     * still plans each search for its own words (a common word walks the rating index, a rare one the
     * GIN index).
     */
    async searchItems(filter: SearchFilter) {
      const inputs = searchInputs(filter);
      if (!inputs) return [];
      let statement = searchStatements.get(inputs.shape);
      if (!statement) {
        statement = rawStatement<CandidateRow>(
          db,
          searchStatement(inputs, (name) => sql.placeholder(name)),
        );
        if (searchStatements.size >= SEARCH_SHAPES_KEPT) {
          searchStatements.delete(searchStatements.keys().next().value as string);
        }
        searchStatements.set(inputs.shape, statement);
      }
      return statement(inputs.values);
    },

    /** The search statement with its values, or null when too few words match anything. */
    searchQuery(filter: SearchFilter) {
      const inputs = searchInputs(filter);
      return inputs && searchStatement(inputs, (name) => inputs.values[name]);
    },

    /** The words of category and shop names join the vocabulary, so a typo in them is understood. */
    async addNameWords(shopId?: string) {
      const words = (column: SQL) => sql`unnest(string_to_array(${column}, ' '))`;
      await db.execute(sql`
        insert into ${searchWords} (word)
        select w from (
          select ${words(sql`${categories.searchName}`)} as w from ${categories} where ${shopId === undefined}
          union
          select ${words(sql`${shops.searchName}`)} from ${shops}
           where ${shopId === undefined} or ${shops.id} = ${shopId ?? null}::uuid
        ) names
        where w <> '' and w <> '|'
        on conflict do nothing`);
    },

    /** Categories written before names were searchable get their search name (once, at start). */
    async backfillSearchNames() {
      const missing = await db.select().from(categories).where(eq(categories.searchName, ''));
      for (const c of missing) {
        await db
          .update(categories)
          .set({ searchName: bilingualSearchName(c.nameEn, c.nameAr) })
          .where(eq(categories.id, c.id));
      }
    },
  };
}

export type CatalogueSearch = ReturnType<typeof createCatalogueSearch>;

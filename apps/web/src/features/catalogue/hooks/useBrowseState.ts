import type { ListingKind, LocalizedText } from '@haflah/contracts';
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';

export type BrowseMode = 'categories' | 'retailers' | 'products';

export interface BrowseSelection {
  id: string;
  name: LocalizedText;
}

export interface BrowseState {
  mode: BrowseMode;
  category?: BrowseSelection;
  shop?: BrowseSelection;
  search: string;
  kind?: ListingKind;
}

const INITIAL: BrowseState = { mode: 'categories', search: '' };

function isBrowseState(value: unknown): value is BrowseState {
  return typeof value === 'object' && value !== null && 'mode' in value && 'search' in value;
}

/**
 * Whether a page load opens Home on its first view (all categories): at `/`, with no browse state in
 * the history entry (React Router keeps it under `usr`; a reload finds it there) and no shop asked for
 * in the URL (`?retailerId&retailerName`).
 */
export function opensOnCategories(location: Pick<Location, 'pathname' | 'search'>, historyState: unknown) {
  const kept = (historyState as { usr?: unknown } | null)?.usr;
  return location.pathname === '/' && !location.search && !isBrowseState(kept);
}

/**
 * The Home page's browse state (view mode, selected category and retailer, search) lives in the
 * history entry of `/`: the URL stays `/` as the spec wants, yet the browser's Back button steps back
 * through categories → retailers → items, and returning from a product restores the list.
 */
export function useBrowseState() {
  const location = useLocation();
  const navigate = useNavigate();
  const onHome = location.pathname === '/';
  const state = onHome && isBrowseState(location.state) ? location.state : INITIAL;

  const go = useCallback(
    (next: BrowseState, replace = false) => navigate('/', { state: next, replace }),
    [navigate],
  );

  const actions = useMemo(
    () => ({
      selectCategory: (category: BrowseSelection) => go({ mode: 'retailers', category, search: '' }),
      selectShop: (shop: BrowseSelection) =>
        go({ mode: 'products', category: state.category, shop, search: '' }),
      /** From `?retailerId&retailerName`: that retailer, search cleared, URL reset to `/`. */
      openShop: (shop: BrowseSelection) => go({ mode: 'products', shop, search: '' }, true),
      setSearch: (search: string) =>
        go(
          { ...state, search, mode: search.trim() ? 'products' : state.mode },
          // Typing replaces the entry; arriving from another page adds one so Back returns there.
          onHome,
        ),
      setKind: (kind: ListingKind | undefined) => go({ ...state, kind }, true),
      /** The search's scope chip removed: the same words, over everything. */
      searchEverywhere: () => go({ mode: 'products', search: state.search, kind: state.kind }),
      /** Breadcrumb: back to all categories, clearing both selections. */
      showCategories: () => go(INITIAL),
      /** Breadcrumb: back to the category's retailers, clearing the retailer. */
      showCategory: () =>
        state.category ? go({ mode: 'retailers', category: state.category, search: '' }) : go(INITIAL),
    }),
    [go, state, onHome],
  );

  return { state, ...actions };
}

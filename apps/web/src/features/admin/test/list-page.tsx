import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { renderApp } from '../../../test/utils';

/** Where the router is (a list keeps its search, filters and page there). */
export function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}
export const where = () => screen.getByTestId('where').textContent;

/** An admin list page at `listPath` (opened at `path`) with where the router is; a row opens `rowPath`. */
export function renderListPage(page: ReactNode, listPath: string, rowPath: string, path = listPath) {
  return renderApp(
    <Routes>
      <Route
        path={listPath}
        element={
          <>
            {page}
            <Where />
          </>
        }
      />
      <Route path={rowPath} element={<Where />} />
    </Routes>,
    { path },
  );
}

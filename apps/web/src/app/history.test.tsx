import { render, screen } from '@testing-library/react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CatchUpWithHistory } from './history';

/** Moves the address once, while the router is rendering for the first time (as a Back would). */
function MoveDuringFirstRender({ to }: { to: string }) {
  if (location.pathname !== to) {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }
  return null;
}

function App({ catchUp }: { catchUp: boolean }) {
  return (
    <BrowserRouter>
      <MoveDuringFirstRender to="/events" />
      {catchUp && <CatchUpWithHistory />}
      <Routes>
        <Route path="/" element={<h1>Home</h1>} />
        <Route path="/events" element={<h1>Events</h1>} />
      </Routes>
    </BrowserRouter>
  );
}

describe('CatchUpWithHistory', () => {
  afterEach(() => history.replaceState(null, '', '/'));

  it('shows the page of an address that moved before the router listened', async () => {
    render(<App catchUp />);
    await screen.findByRole('heading', { name: 'Events' });
  });

  it('is needed: without it the router stays on the page it first read', async () => {
    render(<App catchUp={false} />);
    screen.getByRole('heading', { name: 'Home' });
    expect(location.pathname).toBe('/events');
  });

  it('does nothing when the address has not moved', () => {
    history.replaceState(null, '', '/events');
    let pops = 0;
    const count = () => pops++;
    addEventListener('popstate', count);
    render(<App catchUp />);
    removeEventListener('popstate', count);
    expect(pops).toBe(0);
    screen.getByRole('heading', { name: 'Events' });
  });
});

// A page whose code cannot be downloaded (offline, never saved on this phone) gets a message in <main> instead
// of a blank screen, and going to another page clears it.
import { lazy, Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MainOutlet } from './main-outlet';

// The browser's own words when a lazily loaded chunk cannot be fetched.
const UnsavedPage = lazy(() =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/wallet-page-x.js')),
);

function Layout() {
  return (
    <>
      <nav>
        <Link to="/home">Home</Link>
      </nav>
      <MainOutlet />
    </>
  );
}

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  // React reports the caught error on the console; the test looks at the page instead.
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  consoleError.mockRestore();
});

describe('PageLoadBoundary (in MainOutlet)', () => {
  it('says the page could not be opened, offers to try again, and clears on another page', async () => {
    await act(async () => {
      render(
        <MemoryRouter initialEntries={['/wallet']}>
          <Suspense fallback={null}>
            <Routes>
              <Route element={<Layout />}>
                <Route path="/wallet" element={<UnsavedPage />} />
                <Route path="/home" element={<h1>Home page</h1>} />
              </Route>
            </Routes>
          </Suspense>
        </MemoryRouter>,
      );
    });
    const main = screen.getByRole('main');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This page could not be opened. Connect to the internet and try again.',
    );
    expect(main).toContainElement(screen.getByRole('button', { name: 'Try again' }));

    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

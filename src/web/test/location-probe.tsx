import { useLocation } from 'react-router';

/** Renders the router's current search string, so a test can read what a screen wrote to the URL. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location-search">{location.search}</output>;
}

/** The query string the probe shows now, parsed. */
export function currentSearch(container: { getByTestId: (id: string) => HTMLElement }): URLSearchParams {
  return new URLSearchParams(container.getByTestId('location-search').textContent ?? '');
}

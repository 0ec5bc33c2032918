/** Every route of the site and what a visitor should see first on it. */
export const routes = [
  { path: '/', name: 'home', status: 200 },
  { path: '/privacy', name: 'privacy', status: 200 },
  { path: '/legal', name: 'legal', status: 200 },
  { path: '/coming-soon', name: 'coming-soon', status: 200 },
  { path: '/no-such-page', name: '404', status: 404 },
] as const;

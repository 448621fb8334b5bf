/** What the search boxes say when the search could not be loaded (offline, say). */
export const SEARCH_UNAVAILABLE = 'Search is unavailable just now. Please try again.';

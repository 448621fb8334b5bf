import { searchEntries } from '../search-entries';

// A resource route: pre-rendered to /search-index.json at build time.
export function loader() {
  return Response.json(searchEntries());
}

// Any unknown path shows the home page with no message (SPEC.md section 2). The server
// answers a first load of such a path with status 404 and this page's pre-rendered HTML.
export { meta } from './home';
export { default } from './home';

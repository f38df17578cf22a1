// Issue 15 builds this screen; until then the route says so plainly.
export { PlaceholderPage as Component } from '../placeholder/placeholder-page';

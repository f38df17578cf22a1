// Being built (issue 4); until then the route shows its titled placeholder.
export { PlaceholderPage as Component } from '../placeholder/placeholder-page';

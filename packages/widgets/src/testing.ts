/** `@so/widgets/testing`: the widgets' component-test helpers, for the tests of a package beside them (`@so/dashboard`). */
export { sampleUser } from './shared/fixtures.ts';
export { goTo, recordNavigations, resetShopper } from './shared/test-setup.ts';
export { render, StoreUi } from './shared/store-testing.tsx';

/** `@so/widgets/storybook`: the widgets' story helpers, for the stories of a package beside them (`@so/dashboard`). */
export { withStyles } from './shared/storybook.tsx';
export { elementStory } from './shared/element-story.ts';

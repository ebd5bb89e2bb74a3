/**
 * The dashboard's script, served by the store at /widgets/dashboard.js (its own entry of the
 * build, apart from the widget loader): defines `<so-dashboard>`. The site's /dashboard route
 * loads it; a franchise back office includes it beside the loader.
 *
 *   <script type="module" src="https://store.example/widgets/dashboard.js"></script>
 */
import { define } from './dashboard.element.ts';

define();

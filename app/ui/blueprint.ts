// Blueprint's stylesheet and the app's refinements of it, imported by every screen that draws Blueprint
// components (the staff console, the employer and candidate areas, sign-in, the dialogs, toasts): they
// load with those chunks, so the public pages (own components, ui/kit) never download them. The
// refinements the public kit shares come first (the kit gets them renamed, scripts/lib/kitCss.ts), then the
// console's own, which may build on them.
import '@blueprintjs/core/lib/css/blueprint.css';
import '../styles/blueprint-refinements.css';
import '../styles/blueprint-app.css';

import { TOKEN_KEY } from './session-token.ts';

/**
 * The application pages' first API calls, started by a small script in the page's head while the page's
 * JavaScript is still on its way, rather than by the route's `clientLoader` once it has loaded and hydrated.
 *
 * The report page used to ask for the projects, then for the report, only after its code had run: on a slow
 * phone link, two round trips and the server's work came after the code's download and start, and the report
 * (the page's largest paint) 3.4 s after the address was opened (docs/performance.md, issue 30). Now the
 * answers are usually there when the loader asks. The loader's own calls are unchanged: `api()` takes an early
 * answer for the same GET and token once (`takeEarly`), and asks the server itself otherwise, so a page whose
 * script did not run (no token, a token about to expire, a navigation inside the app) loads as before.
 *
 * What the script asks for is what the route's loader will ask for on that address (report-data.ts
 * `loadReportPage`, routes/auth-account.tsx): the projects and the plan, and the report of the project the
 * address names, or else of the first project.
 */
export type EarlyPage = 'report' | 'account';

interface EarlyAnswer {
  token: string;
  response: Promise<Response>;
}
declare global {
  interface Window {
    /** The answers the head's script asked for, by path; each is taken once (`takeEarly`). */
    __early?: Record<string, EarlyAnswer>;
  }
}

/**
 * The script, as it runs in the head: only with a token valid for more than a minute (else the loader refreshes
 * it first, session.ts), with the headers `api()` sends for a GET in the page's language. It asks once the first
 * frame is painted, when the page's code is imported too (web/scripts/scripts-after-paint.ts): the answers then
 * share the link with that code rather than with the stylesheet and font of the first paint. (Lighthouse's
 * simulation also counts a request that has come back before the first paint as something the paint waited
 * for: asked in the head, the three calls moved the report page's simulated largest paint from 1.1 s to 3.5 s.)
 */
export function earlyRequestsScript(page: EarlyPage): string {
  return `try{(function(){
var token=localStorage.getItem(${JSON.stringify(TOKEN_KEY)});if(!token)return;
var claims=JSON.parse(atob(token.split('.')[1].replace(/-/g,'+').replace(/_/g,'/')));
if(!claims.exp||claims.exp*1000-Date.now()<60000)return;
var started=false;function go(){if(started)return;started=true;var early=window.__early={};
var headers={accept:'application/json','accept-language':document.documentElement.lang,authorization:'Bearer '+token};
function ask(path){return (early[path]={token:token,response:fetch(path,{headers:headers,credentials:'same-origin'})}).response;}
ask('/api/billing/plan');var projects=ask('/api/projects');
${page === 'report' ? REPORT : ''}
}requestAnimationFrame(function(){setTimeout(go)});setTimeout(go,1000);
})()}catch(e){}`.replace(/\n/g, '');
}

/** The report page's report: of the project the address names, else of the first (none for a business picked elsewhere). */
const REPORT = `var query=new URLSearchParams(location.search);if(query.get('place'))return;
function report(id){ask('/api/projects/'+encodeURIComponent(id)+'/report');}
var wanted=query.get('project');
if(wanted)report(wanted);
else projects.then(function(r){return r.ok?r.clone().json():[];}).then(function(list){if(list[0])report(list[0].id);}).catch(function(){});`;

/**
 * The early answer to a GET of `path` with `token`, once; undefined when the head's script did not ask for it,
 * or when the page has been open for more than half a minute (an answer the first load did not take, such as the
 * report of a project the address named but the account does not have, is not one for a later view).
 */
export function takeEarly(path: string, token: string | null | undefined): Promise<Response> | undefined {
  const answer = typeof window === 'undefined' ? undefined : window.__early?.[path];
  if (!answer) return undefined;
  delete window.__early![path];
  return answer.token === token && performance.now() < EARLY_FOR_MS ? answer.response : undefined;
}

const EARLY_FOR_MS = 30_000;

/** The sample report as build-time HTML (the whole report window) plus the few labels its row of actions needs. */
export interface SampleReportHtml {
  html: string;
  labels: { note: string; ownCta: string; openReport: string; startDemo: string; privacy: string; demoFrame: string };
}

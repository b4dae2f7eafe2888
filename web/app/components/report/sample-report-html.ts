import type { ReportTab } from './report-tabs.tsx';

/** The sample report as build-time HTML plus the few labels its client part needs (components/demo). */
export interface SampleReportHtml {
  header: string;
  tabs: ReportTab[];
  panels: string[];
  labels: { frameTitle: string; chip: string; tabs: string; locked: string; note: string; ownCta: string; openReport: string; startDemo: string; privacy: string; demoFrame: string };
}

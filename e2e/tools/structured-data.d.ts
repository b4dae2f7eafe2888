// The two structured-data packages ship no types; these are the parts the site audit uses.

declare module '@marbec/web-auto-extractor' {
  export default class WebAutoExtractor {
    constructor(options?: { addLocation?: boolean; embedSource?: Array<'rdfa' | 'microdata'> });
    parse(html: string): {
      jsonld?: Record<string, unknown[]>;
      microdata?: unknown;
      rdfa?: unknown;
      metatags?: unknown;
    };
  }
}

declare module '@adobe/structured-data-validator' {
  export interface ValidationIssue {
    issueMessage: string;
    severity: 'ERROR' | 'WARNING';
    errorType?: string;
    path?: Array<{ type?: string; property?: string; index?: number }>;
    fieldNames?: string[];
    location?: string;
  }
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    validate(data: unknown): Promise<ValidationIssue[]>;
  }
}

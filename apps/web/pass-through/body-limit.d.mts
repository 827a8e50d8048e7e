export declare const JSON_BODY_LIMIT: number;
export declare const UPLOAD_BODY_LIMIT: number;
export declare function passThroughLimit(contentType: string | null | undefined): number;
export declare function declaresTooMuch(contentLength: string | null | undefined, limit: number): boolean;

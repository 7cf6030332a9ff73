/** Types for chromium.mjs, which stays plain JavaScript so .mjs configs can import it. */
export declare const CHROMIUM_INSTALL_COMMAND: string;
export declare function findChromium(): string | undefined;
export declare const CHROMIUM_ARGS: string[];

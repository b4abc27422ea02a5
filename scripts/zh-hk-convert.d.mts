// Types of scripts/zh-hk-convert.mjs for the tests that check the committed zh-HK texts.
export declare const hongKongUsage: readonly (readonly [mainland: string, hongKong: string])[];
export declare const deliberateVariants: ReadonlySet<string>;
export declare function toHongKong(text: string): string;
export declare function simplifiedLeft(text: string): string[];
export declare function hasHan(text: string): boolean;

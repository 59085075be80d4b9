// Types of framework-components.mjs for TypeScript readers (its tests).
import type { Context, RefObject } from 'react';

type Ref = ((value: unknown) => void) | { current: unknown } | null | undefined;

export declare const FrameworkContext: Context<undefined>;
export declare const CRITICAL_CSS_DATA_ATTRIBUTE: string;
export declare function usePrefetchBehavior(): [false, RefObject<null>, Record<string, never>];
export declare function mergeRefs(...refs: Ref[]): (value: unknown) => void;
export declare const Links: () => never;
export declare const Meta: () => never;
export declare const PrefetchPageLinks: () => never;
export declare const Scripts: () => never;
export declare const setIsHydrated: () => never;
export declare const useFrameworkContext: () => never;

// Types of react-router-stand-ins.mjs for TypeScript readers (its tests).
import type { RspackPluginInstance } from '@rspack/core';

export declare const REACT_ROUTER_STAND_INS: { pattern: RegExp; standIn: string }[];
export declare function reactRouterStandInPlugins(): RspackPluginInstance[];

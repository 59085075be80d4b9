// Stylesheets are side-effect imports handled by the bundler (rspack `css/auto`).
declare module '*.css';

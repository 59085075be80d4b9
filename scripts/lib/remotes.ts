// The release library lives in shared/release (@shop/release), shared with the API's release console.
export * from '../../shared/release/src/remotes.ts';

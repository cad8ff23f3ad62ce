/**
 * Every Spanish text the portal and the API show, with the spec's exact wording, as `es.<area>.<text>`. A
 * namespace of one export per area rather than one object, so that a bundle keeps only the areas its code reads
 * (the sign-in page does not carry the property wizard's texts).
 */
export * as es from './es/index.ts';

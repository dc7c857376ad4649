/** What other features may use of content: a page's live texts and the block renderer. */
export { ContentHtml } from './content-html';
export { usePageContent } from './use-page-content';

// What a cached response shows, named by the data it was made from: each managed list declares
// its own tags (src/platform/collections/collection.ts), each page kind those of the data it
// reads (client/contract/page-data.ts), and admin writes name the tags they change (route option
// `invalidates`, see invalidation.ts). The cache names none itself: a tag is matched as it is given.
export type CacheTag = string;

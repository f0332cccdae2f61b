/** Issue 27 point 5: a shop's analytics for a period against the previous one; shapes of the API. */
export {};

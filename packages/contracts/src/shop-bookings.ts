/** Issue 27 point 1: the shop's bookings calendar (day and week, per listing, in Bahrain time). */
export {};

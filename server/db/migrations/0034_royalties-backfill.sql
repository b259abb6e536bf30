-- Royalties for the orders paid before issue 27 (server/earnings): a 'sale' row per line of every
-- order that was paid (paid or refunded now), at the default share of 50% of the line's price after
-- discount, rounded half up as core/family.ts royaltyCents does (floor((cents * 50 + 50) / 100),
-- integer division of non-negative numbers); a 'refund' row taking it back for every refunded
-- order. Dated when the order was paid or refunded, so each falls in its month's statement, and
-- marked notified (history, not news: the first sales digest does not list them). The unique
-- index on (order_item_id, kind) makes running it over rows already written a no-op.
INSERT INTO royalties (family_id, order_id, order_item_id, photo_id, kind, line_paid_cents, percent, amount_cents, notified_at, created_at)
SELECT p.user_id, o.id, i.id, p.id, 'sale', i.total_cents, 50, (i.total_cents * 50 + 50) / 100,
	coalesce(o.paid_at, o.updated_at), coalesce(o.paid_at, o.updated_at)
FROM orders o
JOIN order_items i ON i.order_id = o.id
JOIN photos p ON p.id = i.photo_id
WHERE o.status IN ('paid', 'refunded')
ON CONFLICT (order_item_id, kind) DO NOTHING;
--> statement-breakpoint
INSERT INTO royalties (family_id, order_id, order_item_id, photo_id, kind, line_paid_cents, percent, amount_cents, notified_at, created_at)
SELECT r.family_id, r.order_id, r.order_item_id, r.photo_id, 'refund', r.line_paid_cents, r.percent, -r.amount_cents,
	coalesce(o.refunded_at, o.updated_at), coalesce(o.refunded_at, o.updated_at)
FROM royalties r
JOIN orders o ON o.id = r.order_id
WHERE r.kind = 'sale' AND o.status = 'refunded'
ON CONFLICT (order_item_id, kind) DO NOTHING;

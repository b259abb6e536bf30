-- Licence numbers and verification codes (issue 28, docs/verification.md). Every order gets a
-- certificate code and every line a licence number ('SSD-000042-03': the order's reference and the
-- line's place by photo number, as the order lists its lines) and a licence code. Codes are 12
-- characters of Crockford base32 (no I, L, O, U) from gen_random_uuid()'s random bytes (bytes 6 to
-- 8 carry its version and variant bits and are skipped; 256 is a multiple of 32, so each character
-- is uniform). Each subquery names its row, so it runs, and draws, once per row. The columns are
-- added empty, filled, then made NOT NULL and unique: no order loses anything.
ALTER TABLE "orders" ADD COLUMN "verify_code" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "licence_number" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "verify_code" text;--> statement-breakpoint
UPDATE "orders" o SET "verify_code" = (
	SELECT string_agg(substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', get_byte(r.b, k) % 32 + 1, 1), '' ORDER BY k)
	FROM (SELECT uuid_send(gen_random_uuid()) AS b WHERE o.id IS NOT NULL) r,
		unnest(ARRAY[0, 1, 2, 3, 4, 5, 9, 10, 11, 12, 13, 14]) AS k
);--> statement-breakpoint
UPDATE "order_items" i SET "verify_code" = (
	SELECT string_agg(substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', get_byte(r.b, k) % 32 + 1, 1), '' ORDER BY k)
	FROM (SELECT uuid_send(gen_random_uuid()) AS b WHERE i.id IS NOT NULL) r,
		unnest(ARRAY[0, 1, 2, 3, 4, 5, 9, 10, 11, 12, 13, 14]) AS k
);--> statement-breakpoint
UPDATE "order_items" i SET "licence_number" = n.licence_number
FROM (
	SELECT li.id, 'SSD-' || lpad(o.number::text, greatest(6, length(o.number::text)), '0') || '-'
		|| lpad(li.line::text, greatest(2, length(li.line::text)), '0') AS licence_number
	FROM (
		SELECT x.id, x.order_id, row_number() OVER (PARTITION BY x.order_id ORDER BY p.photoid, x.id) AS line
		FROM order_items x JOIN photos p ON p.id = x.photo_id
	) li
	JOIN orders o ON o.id = li.order_id
) n
WHERE n.id = i.id;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "verify_code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "licence_number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "verify_code" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "order_items_licence_number_idx" ON "order_items" USING btree ("licence_number");--> statement-breakpoint
CREATE UNIQUE INDEX "order_items_verify_code_idx" ON "order_items" USING btree ("verify_code");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_verify_code_idx" ON "orders" USING btree ("verify_code");

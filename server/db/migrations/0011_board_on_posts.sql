-- Each post and comment keeps its thread's board, so that search takes the newest matches of
-- the boards a reader may read by index, with no join to threads (db/queries/search.ts).
-- Filled from the threads before it becomes required; a move rewrites it (queries/thread-states.ts).
ALTER TABLE "posts" ADD COLUMN "board_id" uuid;--> statement-breakpoint
UPDATE "posts" SET "board_id" = "threads"."board_id" FROM "threads" WHERE "threads"."id" = "posts"."thread_id";--> statement-breakpoint
ALTER TABLE "posts" ALTER COLUMN "board_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "board_id" uuid;--> statement-breakpoint
UPDATE "comments" SET "board_id" = "threads"."board_id" FROM "threads" WHERE "threads"."id" = "comments"."thread_id";--> statement-breakpoint
ALTER TABLE "comments" ALTER COLUMN "board_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "comments_board_id_created_at_index" ON "comments" USING btree ("board_id","created_at");--> statement-breakpoint
CREATE INDEX "posts_board_id_created_at_index" ON "posts" USING btree ("board_id","created_at");

ALTER TABLE "boards" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "invites" ADD COLUMN "label" text;--> statement-breakpoint
ALTER TABLE "invites" ADD COLUMN "revoked_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "moderation_log" ADD COLUMN "board_id" uuid;--> statement-breakpoint
ALTER TABLE "moderation_log" ADD COLUMN "detail" text;--> statement-breakpoint
ALTER TABLE "moderation_log" ADD CONSTRAINT "moderation_log_board_id_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."boards"("id") ON DELETE set null ON UPDATE no action;
ALTER TABLE "upload_references" ADD COLUMN "avatar_of" uuid;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "square" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "upload_references" ADD CONSTRAINT "upload_references_avatar_of_users_id_fk" FOREIGN KEY ("avatar_of") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "upload_references_avatar" ON "upload_references" USING btree ("avatar_of") WHERE "upload_references"."avatar_of" is not null;
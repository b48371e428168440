CREATE INDEX "comments_parent_comment_id_index" ON "comments" USING btree ("parent_comment_id");--> statement-breakpoint
CREATE INDEX "comments_chain_parent_id_index" ON "comments" USING btree ("chain_parent_id");--> statement-breakpoint
CREATE INDEX "posts_parent_post_id_index" ON "posts" USING btree ("parent_post_id");
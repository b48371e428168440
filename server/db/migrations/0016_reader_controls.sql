CREATE TABLE "board_user_states" (
	"user_id" uuid NOT NULL,
	"board_id" uuid NOT NULL,
	"muted" boolean DEFAULT false NOT NULL,
	"pinned_at" timestamp (3) with time zone,
	"last_visited_at" timestamp (3) with time zone,
	CONSTRAINT "board_user_states_user_id_board_id_pk" PRIMARY KEY("user_id","board_id")
);
--> statement-breakpoint
ALTER TABLE "board_user_states" ADD CONSTRAINT "board_user_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_user_states" ADD CONSTRAINT "board_user_states_board_id_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."boards"("id") ON DELETE cascade ON UPDATE no action;
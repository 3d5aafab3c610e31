CREATE TABLE "reply_runs" (
	"chat" text PRIMARY KEY NOT NULL,
	"run" text NOT NULL,
	"server" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);

ALTER TABLE "invitation_sendings" ADD COLUMN "resend" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "invitation_deliveries" SET "state" = 'unconfirmed', "smtp_response" = NULL WHERE "state" = 'sent' AND "smtp_response" = 'Unconfirmed: the sending server stopped before the SMTP answer';

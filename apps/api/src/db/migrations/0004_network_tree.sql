CREATE TABLE "network_tree" (
	"ancestor_id" integer NOT NULL,
	"depth" integer NOT NULL,
	"descendant_id" integer NOT NULL,
	CONSTRAINT "network_tree_pk" PRIMARY KEY("ancestor_id","depth","descendant_id")
);

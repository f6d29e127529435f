-- Latchkey schema migration (sqlite)

create table "user" ("id" text not null primary key, "name" text not null, "email" text not null, "emailVerified" integer default 0 not null, "image" text, "createdAt" date not null, "updatedAt" date not null, constraint "user_email_uidx" unique ("email"));

create table "session" ("id" text not null primary key, "expiresAt" date not null, "token" text not null, "ipAddress" text, "userAgent" text, "userId" text not null, "createdAt" date not null, "updatedAt" date not null, constraint "session_token_uidx" unique ("token"), constraint "session_userId_fk" foreign key ("userId") references "user" ("id") on delete cascade);

create table "account" ("id" text not null primary key, "accountId" text not null, "providerId" text not null, "userId" text not null, "accessToken" text, "refreshToken" text, "idToken" text, "accessTokenExpiresAt" date, "refreshTokenExpiresAt" date, "scope" text, "password" text, "createdAt" date not null, "updatedAt" date not null, constraint "account_userId_fk" foreign key ("userId") references "user" ("id") on delete cascade);

create table "verification" ("id" text not null primary key, "identifier" text not null, "value" text not null, "expiresAt" date not null, "createdAt" date not null, "updatedAt" date not null);

create table "rateLimit" ("id" text not null primary key, "key" text not null, "count" integer not null, "lastRequest" integer not null, constraint "rateLimit_key_uidx" unique ("key"));

create index "session_userId_idx" on "session" ("userId");

create index "account_userId_idx" on "account" ("userId");

create unique index "account_providerId_accountId_uidx" on "account" ("providerId", "accountId");

create index "verification_identifier_idx" on "verification" ("identifier");

create index "verification_expiresAt_idx" on "verification" ("expiresAt");

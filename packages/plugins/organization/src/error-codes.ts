import { defineErrorCodes } from 'latchkey/plugins';

/**
 * The errors only the organization plugin answers with, named as the
 * established organization API names them so existing clients match on them.
 *
 * @example
 * const { error } = await client.organization.checkSlug({ slug: 'acme' });
 * if (error?.code === 'ORGANIZATION_SLUG_ALREADY_TAKEN') showTaken();
 */
export const ORGANIZATION_ERROR_CODES = defineErrorCodes({
  YOU_ARE_NOT_ALLOWED_TO_CREATE_A_NEW_ORGANIZATION: { status: 'FORBIDDEN', message: 'You are not allowed to create a new organization' },
  YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_ORGANIZATIONS: {
    status: 'FORBIDDEN',
    message: 'You have reached the maximum number of organizations',
  },
  ORGANIZATION_SLUG_ALREADY_TAKEN: { status: 'BAD_REQUEST', message: 'Organization slug already taken' },
  ORGANIZATION_NOT_FOUND: { status: 'BAD_REQUEST', message: 'Organization not found' },
  NO_ACTIVE_ORGANIZATION: { status: 'BAD_REQUEST', message: 'No active organization' },
  USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION: { status: 'FORBIDDEN', message: 'User is not a member of the organization' },
  YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_ORGANIZATION: { status: 'FORBIDDEN', message: 'You are not allowed to update this organization' },
  YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_ORGANIZATION: { status: 'FORBIDDEN', message: 'You are not allowed to delete this organization' },
  NO_DATA_TO_UPDATE_THE_ORGANIZATION: { status: 'BAD_REQUEST', message: 'No data to update' },
  USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION: { status: 'BAD_REQUEST', message: 'User is already a member of this organization' },
  ORGANIZATION_MEMBERSHIP_LIMIT_REACHED: { status: 'FORBIDDEN', message: 'Organization membership limit reached' },
  MEMBER_NOT_FOUND: { status: 'BAD_REQUEST', message: 'Member not found' },
  ROLE_NOT_FOUND: { status: 'BAD_REQUEST', message: 'Role not found' },
  YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER: { status: 'FORBIDDEN', message: 'You are not allowed to update this member' },
  YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_MEMBER: { status: 'FORBIDDEN', message: 'You are not allowed to delete this member' },
  YOU_ARE_NOT_ALLOWED_TO_GRANT_THIS_ROLE: {
    status: 'FORBIDDEN',
    message: 'You cannot grant a role with permissions you do not hold',
  },
  YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER: {
    status: 'BAD_REQUEST',
    message: 'You cannot leave the organization as the only owner',
  },
  YOU_CANNOT_LEAVE_THE_ORGANIZATION_WITHOUT_AN_OWNER: {
    status: 'BAD_REQUEST',
    message: 'The organization cannot be left without an owner',
  },
  YOU_ARE_NOT_ALLOWED_TO_INVITE_USERS_TO_THIS_ORGANIZATION: {
    status: 'FORBIDDEN',
    message: 'You are not allowed to invite users to this organization',
  },
  USER_IS_ALREADY_INVITED_TO_THIS_ORGANIZATION: { status: 'BAD_REQUEST', message: 'User is already invited to this organization' },
  INVITATION_LIMIT_REACHED: { status: 'FORBIDDEN', message: 'Invitation limit reached' },
  INVITATION_NOT_FOUND: { status: 'BAD_REQUEST', message: 'Invitation not found' },
  INVITATION_EXPIRED: { status: 'BAD_REQUEST', message: 'This invitation has expired' },
  INVITATION_CANCELED: { status: 'BAD_REQUEST', message: 'This invitation was canceled' },
  INVITATION_ALREADY_ANSWERED: { status: 'BAD_REQUEST', message: 'This invitation has already been accepted or rejected' },
  YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION: { status: 'FORBIDDEN', message: 'You are not the recipient of the invitation' },
  EMAIL_VERIFICATION_REQUIRED_BEFORE_ACCEPTING_OR_REJECTING_INVITATION: {
    status: 'FORBIDDEN',
    message: 'Email verification required before accepting or rejecting invitation',
  },
  YOU_ARE_NOT_ALLOWED_TO_CANCEL_THIS_INVITATION: { status: 'FORBIDDEN', message: 'You are not allowed to cancel this invitation' },
  TEAM_NOT_FOUND: { status: 'BAD_REQUEST', message: 'Team not found' },
  YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_TEAMS: { status: 'FORBIDDEN', message: 'You have reached the maximum number of teams' },
  YOU_ARE_NOT_ALLOWED_TO_CREATE_TEAMS_IN_THIS_ORGANIZATION: {
    status: 'FORBIDDEN',
    message: 'You are not allowed to create teams in this organization',
  },
  YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_TEAM: { status: 'FORBIDDEN', message: 'You are not allowed to update this team' },
  YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_TEAM: { status: 'FORBIDDEN', message: 'You are not allowed to delete this team' },
  USER_IS_NOT_A_MEMBER_OF_THE_TEAM: { status: 'FORBIDDEN', message: 'User is not a member of the team' },
  TEAM_MEMBER_LIMIT_REACHED: { status: 'FORBIDDEN', message: 'Team member limit reached' },
  YOU_ARE_NOT_ALLOWED_TO_CREATE_A_ROLE: { status: 'FORBIDDEN', message: 'You are not allowed to create a role' },
  YOU_ARE_NOT_ALLOWED_TO_UPDATE_A_ROLE: { status: 'FORBIDDEN', message: 'You are not allowed to update a role' },
  YOU_ARE_NOT_ALLOWED_TO_DELETE_A_ROLE: { status: 'FORBIDDEN', message: 'You are not allowed to delete a role' },
  YOU_ARE_NOT_ALLOWED_TO_READ_A_ROLE: { status: 'FORBIDDEN', message: 'You are not allowed to read a role' },
  TOO_MANY_ROLES: { status: 'BAD_REQUEST', message: 'This organization has too many roles' },
  INVALID_RESOURCE: { status: 'BAD_REQUEST', message: 'The permission names a resource or action the statement does not declare' },
  ROLE_NAME_IS_ALREADY_TAKEN: { status: 'BAD_REQUEST', message: 'That role name is already taken' },
  CANNOT_DELETE_A_PRE_DEFINED_ROLE: { status: 'BAD_REQUEST', message: 'Cannot delete or change a pre-defined role' },
  ROLE_IS_ASSIGNED_TO_MEMBERS: {
    status: 'BAD_REQUEST',
    message: 'The role is assigned to members or pending invitations; reassign them first',
  },
});

export type OrganizationErrorCode = keyof typeof ORGANIZATION_ERROR_CODES;

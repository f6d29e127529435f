import { acceptInvitation } from './endpoints/accept-invitation.js';
import { addMember } from './endpoints/add-member.js';
import { addTeamMember } from './endpoints/add-team-member.js';
import { cancelInvitation } from './endpoints/cancel-invitation.js';
import { checkOrganizationSlug } from './endpoints/check-slug.js';
import { createOrganization } from './endpoints/create-organization.js';
import { createOrgRole } from './endpoints/create-role.js';
import { createTeam } from './endpoints/create-team.js';
import { deleteOrganization } from './endpoints/delete-organization.js';
import { deleteOrgRole } from './endpoints/delete-role.js';
import { getActiveMemberRole } from './endpoints/get-active-member-role.js';
import { getActiveMember } from './endpoints/get-active-member.js';
import { getFullOrganization } from './endpoints/get-full-organization.js';
import { getInvitation } from './endpoints/get-invitation.js';
import { getOrgRole } from './endpoints/get-role.js';
import { hasPermission } from './endpoints/has-permission.js';
import { inviteMember } from './endpoints/invite-member.js';
import { leaveOrganization } from './endpoints/leave-organization.js';
import { listInvitations } from './endpoints/list-invitations.js';
import { listMembers } from './endpoints/list-members.js';
import { listOrganizations } from './endpoints/list-organizations.js';
import { listOrgRoles } from './endpoints/list-roles.js';
import { listTeamMembers } from './endpoints/list-team-members.js';
import { listOrganizationTeams } from './endpoints/list-teams.js';
import { listUserInvitations } from './endpoints/list-user-invitations.js';
import { listUserTeams } from './endpoints/list-user-teams.js';
import { rejectInvitation } from './endpoints/reject-invitation.js';
import { removeMember } from './endpoints/remove-member.js';
import { removeTeamMember } from './endpoints/remove-team-member.js';
import { removeTeam } from './endpoints/remove-team.js';
import { setActiveTeam } from './endpoints/set-active-team.js';
import { setActiveOrganization } from './endpoints/set-active-organization.js';
import { updateMemberRole } from './endpoints/update-member-role.js';
import { updateOrganization } from './endpoints/update-organization.js';
import { updateOrgRole } from './endpoints/update-role.js';
import { updateTeam } from './endpoints/update-team.js';

/**
 * Every organization route, by the name `auth.api` calls it
 * (`auth.api.createOrganization`, `auth.api.addMember`). The client half
 * takes only the type of this record.
 */
export const organizationEndpoints = {
  createOrganization,
  checkOrganizationSlug,
  updateOrganization,
  deleteOrganization,
  getFullOrganization,
  setActiveOrganization,
  listOrganizations,
  addMember,
  createInvitation: inviteMember,
  acceptInvitation,
  rejectInvitation,
  cancelInvitation,
  getInvitation,
  listInvitations,
  listUserInvitations,
  removeMember,
  updateMemberRole,
  getActiveMember,
  getActiveMemberRole,
  leaveOrganization,
  listMembers,
  hasPermission,
  createTeam,
  removeTeam,
  updateTeam,
  listOrganizationTeams,
  listUserTeams,
  listTeamMembers,
  setActiveTeam,
  addTeamMember,
  removeTeamMember,
  createOrgRole,
  deleteOrgRole,
  updateOrgRole,
  listOrgRoles,
  getOrgRole,
};

export type OrganizationEndpoints = typeof organizationEndpoints;

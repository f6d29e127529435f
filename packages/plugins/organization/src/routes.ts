import type { RouteTable } from 'latchkey/routes';

/**
 * The routes of the organization plugin: each endpoint's method and path, declared once. The
 * endpoints spread their entry into their definition, and the client reads
 * the same table to send each call with its route's method (a POST route is
 * posted even without a body), so the two cannot drift apart. Plain data:
 * the browser bundle carries nothing of the server.
 */
export const organizationRoutes = {
  acceptInvitation: { method: 'POST', path: '/organization/accept-invitation' },
  addMember: { method: 'POST', path: '/organization/add-member' },
  addTeamMember: { method: 'POST', path: '/organization/add-team-member' },
  cancelInvitation: { method: 'POST', path: '/organization/cancel-invitation' },
  checkOrganizationSlug: { method: 'POST', path: '/organization/check-slug' },
  createOrganization: { method: 'POST', path: '/organization/create' },
  createOrgRole: { method: 'POST', path: '/organization/create-role' },
  createTeam: { method: 'POST', path: '/organization/create-team' },
  deleteOrganization: { method: 'POST', path: '/organization/delete' },
  deleteOrgRole: { method: 'POST', path: '/organization/delete-role' },
  getActiveMember: { method: 'GET', path: '/organization/get-active-member' },
  getActiveMemberRole: { method: 'GET', path: '/organization/get-active-member-role' },
  getFullOrganization: { method: 'GET', path: '/organization/get-full-organization' },
  getInvitation: { method: 'GET', path: '/organization/get-invitation' },
  getOrgRole: { method: 'GET', path: '/organization/get-role' },
  hasPermission: { method: 'POST', path: '/organization/has-permission' },
  inviteMember: { method: 'POST', path: '/organization/invite-member' },
  leaveOrganization: { method: 'POST', path: '/organization/leave' },
  listOrganizations: { method: 'GET', path: '/organization/list' },
  listInvitations: { method: 'GET', path: '/organization/list-invitations' },
  listMembers: { method: 'GET', path: '/organization/list-members' },
  listOrgRoles: { method: 'GET', path: '/organization/list-roles' },
  listTeamMembers: { method: 'GET', path: '/organization/list-team-members' },
  listOrganizationTeams: { method: 'GET', path: '/organization/list-teams' },
  listUserInvitations: { method: 'GET', path: '/organization/list-user-invitations' },
  listUserTeams: { method: 'GET', path: '/organization/list-user-teams' },
  rejectInvitation: { method: 'POST', path: '/organization/reject-invitation' },
  removeMember: { method: 'POST', path: '/organization/remove-member' },
  removeTeam: { method: 'POST', path: '/organization/remove-team' },
  removeTeamMember: { method: 'POST', path: '/organization/remove-team-member' },
  setActiveOrganization: { method: 'POST', path: '/organization/set-active' },
  setActiveTeam: { method: 'POST', path: '/organization/set-active-team' },
  updateOrganization: { method: 'POST', path: '/organization/update' },
  updateMemberRole: { method: 'POST', path: '/organization/update-member-role' },
  updateOrgRole: { method: 'POST', path: '/organization/update-role' },
  updateTeam: { method: 'POST', path: '/organization/update-team' },
} as const satisfies RouteTable;

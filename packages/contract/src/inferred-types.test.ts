// Every request, response and query schema the contract exports has its inferred type exported too
// (`xxxSchema` → `Xxx`), so the web app never writes a wire shape by hand. The list below is checked both ways:
// at run time against the schemas the package exports, and by vitest's typecheck (see vitest.config.ts),
// which fails when a named type is missing or is not the schema's input or output type.
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import * as contract from './index.js';
import type * as Contract from './index.js';

type WireSchemaName = Extract<keyof typeof contract, `${string}${'Request' | 'Response' | 'Query'}Schema`>;

/** A stand-in value carrying only a type: nothing here is read at run time but the keys. */
function typeOf<T>(): T {
  return undefined as T;
}

const inferredTypes = {
  addEmployeeRequestSchema: typeOf<Contract.AddEmployeeRequest>(),
  adminMediationResponseSchema: typeOf<Contract.AdminMediationResponse>(),
  adminOtpRequestSchema: typeOf<Contract.AdminOtpRequest>(),
  adminPeopleAddedQuerySchema: typeOf<Contract.AdminPeopleAddedQuery>(),
  adminPeopleAddedResponseSchema: typeOf<Contract.AdminPeopleAddedResponse>(),
  adminTableQuerySchema: typeOf<Contract.AdminTableQuery>(),
  adminTransactionsResponseSchema: typeOf<Contract.AdminTransactionsResponse>(),
  adminWalletsResponseSchema: typeOf<Contract.AdminWalletsResponse>(),
  analyticsResponseSchema: typeOf<Contract.AnalyticsResponse>(),
  appealFiledResponseSchema: typeOf<Contract.AppealFiledResponse>(),
  appealRequestSchema: typeOf<Contract.AppealRequest>(),
  applicantDecisionRequestSchema: typeOf<Contract.ApplicantDecisionRequest>(),
  applicantsResponseSchema: typeOf<Contract.ApplicantsResponse>(),
  applicationResponseSchema: typeOf<Contract.ApplicationResponse>(),
  auditResponseSchema: typeOf<Contract.AuditResponse>(),
  availabilityRequestSchema: typeOf<Contract.AvailabilityRequest>(),
  availabilityResponseSchema: typeOf<Contract.AvailabilityResponse>(),
  callerIdRequestSchema: typeOf<Contract.CallerIdRequest>(),
  claimStateResponseSchema: typeOf<Contract.ClaimStateResponse>(),
  closeJobRequestSchema: typeOf<Contract.CloseJobRequest>(),
  completeProfileRequestSchema: typeOf<Contract.CompleteProfileRequest>(),
  confirmNumberRequestSchema: typeOf<Contract.ConfirmNumberRequest>(),
  confirmRechargeRequestSchema: typeOf<Contract.ConfirmRechargeRequest>(),
  confirmRechargeResponseSchema: typeOf<Contract.ConfirmRechargeResponse>(),
  contactStatusResponseSchema: typeOf<Contract.ContactStatusResponse>(),
  contactViewersResponseSchema: typeOf<Contract.ContactViewersResponse>(),
  createRechargeRequestSchema: typeOf<Contract.CreateRechargeRequest>(),
  createRechargeResponseSchema: typeOf<Contract.CreateRechargeResponse>(),
  createReviewRequestSchema: typeOf<Contract.CreateReviewRequest>(),
  dataExportResponseSchema: typeOf<Contract.DataExport>(),
  deleteAccountRequestSchema: typeOf<Contract.DeleteAccountRequest>(),
  devClockRequestSchema: typeOf<Contract.DevClockRequest>(),
  devClockResponseSchema: typeOf<Contract.DevClockResponse>(),
  editJobRequestSchema: typeOf<Contract.EditJobRequest>(),
  employeeOtpRequestSchema: typeOf<Contract.EmployeeOtpRequest>(),
  errorResponseSchema: typeOf<Contract.ErrorResponse>(),
  fakePaymentRequestSchema: typeOf<Contract.FakePaymentRequest>(),
  fakePaymentResponseSchema: typeOf<Contract.FakePaymentResponse>(),
  getProfileRequestSchema: typeOf<Contract.GetProfileRequest>(),
  getProfileResponseSchema: typeOf<Contract.GetProfileResponse>(),
  gstinRequestSchema: typeOf<Contract.GstinRequest>(),
  gstinSubmittedResponseSchema: typeOf<Contract.GstinSubmittedResponse>(),
  healthResponseSchema: typeOf<Contract.HealthResponse>(),
  hideReviewRequestSchema: typeOf<Contract.HideReviewRequest>(),
  idCheckRequestSchema: typeOf<Contract.IdCheckRequest>(),
  incompleteProfilesResponseSchema: typeOf<Contract.IncompleteProfilesResponse>(),
  incompleteTransactionsResponseSchema: typeOf<Contract.IncompleteTransactionsResponse>(),
  jobListResponseSchema: typeOf<Contract.JobListResponse>(),
  jobResponseSchema: typeOf<Contract.JobResponse>(),
  languageRequestSchema: typeOf<Contract.LanguageRequest>(),
  languageResponseSchema: typeOf<Contract.LanguageResponse>(),
  markNotificationsReadRequestSchema: typeOf<Contract.MarkNotificationsReadRequest>(),
  markNotificationsReadResponseSchema: typeOf<Contract.MarkNotificationsReadResponse>(),
  mediationCreatedResponseSchema: typeOf<Contract.MediationCreatedResponse>(),
  mediationListResponseSchema: typeOf<Contract.MediationListResponse>(),
  mediationRequestSchema: typeOf<Contract.MediationRequest>(),
  messageResponseSchema: typeOf<Contract.MessageResponse>(),
  moneyDemandReportRequestSchema: typeOf<Contract.MoneyDemandReportRequest>(),
  moneyDemandReportResponseSchema: typeOf<Contract.MoneyDemandReportResponse>(),
  myApplicationsResponseSchema: typeOf<Contract.MyApplicationsResponse>(),
  myNumberClaimsResponseSchema: typeOf<Contract.MyNumberClaimsResponse>(),
  nearbyJobsQuerySchema: typeOf<Contract.NearbyJobsQuery>(),
  notificationSettingsRequestSchema: typeOf<Contract.NotificationSettingsRequest>(),
  notificationSettingsResponseSchema: typeOf<Contract.NotificationSettingsResponse>(),
  notificationsQuerySchema: typeOf<Contract.NotificationsQuery>(),
  notificationsResponseSchema: typeOf<Contract.NotificationsResponse>(),
  numberCheckQuerySchema: typeOf<Contract.NumberCheckQuery>(),
  numberCheckResponseSchema: typeOf<Contract.NumberCheckResponse>(),
  onboardingOtpRequestSchema: typeOf<Contract.OnboardingOtpRequest>(),
  onboardingVerifyRequestSchema: typeOf<Contract.OnboardingVerifyRequest>(),
  openClaimResponseSchema: typeOf<Contract.OpenClaimResponse>(),
  otpRequestSchema: typeOf<Contract.OtpRequest>(),
  otpSentResponseSchema: typeOf<Contract.OtpSentResponse>(),
  ownPositionResponseSchema: typeOf<Contract.OwnPositionResponse>(),
  payoutApproveRequestSchema: typeOf<Contract.PayoutApproveRequest>(),
  payoutListResponseSchema: typeOf<Contract.PayoutListResponse>(),
  payoutRejectRequestSchema: typeOf<Contract.PayoutRejectRequest>(),
  payoutRequestSchema: typeOf<Contract.PayoutRequest>(),
  payoutResponseSchema: typeOf<Contract.PayoutResponse>(),
  payoutSettledResponseSchema: typeOf<Contract.PayoutSettledResponse>(),
  pendingPayoutsResponseSchema: typeOf<Contract.PendingPayoutsResponse>(),
  pendingReviewsResponseSchema: typeOf<Contract.PendingReviewsResponse>(),
  placeListResponseSchema: typeOf<Contract.PlaceListResponse>(),
  placeResponseSchema: typeOf<Contract.PlaceResponse>(),
  placeSuggestQuerySchema: typeOf<Contract.PlaceSuggestQuery>(),
  postJobRequestSchema: typeOf<Contract.PostJobRequest>(),
  postJobResponseSchema: typeOf<Contract.PostJobResponse>(),
  profileListResponseSchema: typeOf<Contract.ProfileListResponse>(),
  profileSavedResponseSchema: typeOf<Contract.ProfileSavedResponse>(),
  protectedResponseSchema: typeOf<Contract.ProtectedResponse>(),
  publicProfileResponseSchema: typeOf<Contract.PublicProfileResponse>(),
  readyResponseSchema: typeOf<Contract.ReadyResponse>(),
  removeWorkPhotoRequestSchema: typeOf<Contract.RemoveWorkPhotoRequest>(),
  reportCreatedResponseSchema: typeOf<Contract.ReportCreatedResponse>(),
  reportJobRequestSchema: typeOf<Contract.ReportJobRequest>(),
  reportRequestSchema: typeOf<Contract.ReportRequest>(),
  reviewReplyRequestSchema: typeOf<Contract.ReviewReplyRequest>(),
  reviewReportRequestSchema: typeOf<Contract.ReviewReportRequest>(),
  reviewResponseSchema: typeOf<Contract.ReviewResponse>(),
  reviewsPageQuerySchema: typeOf<Contract.ReviewsPageQuery>(),
  reviewsPageResponseSchema: typeOf<Contract.ReviewsPageResponse>(),
  searchProfilesQuerySchema: typeOf<Contract.SearchProfilesQuery>(),
  searchQuerySchema: typeOf<Contract.SearchQuery>(),
  searchResponseSchema: typeOf<Contract.SearchResponse>(),
  sessionResponseSchema: typeOf<Contract.SessionResponse>(),
  staffAppealsResponseSchema: typeOf<Contract.StaffAppealsResponse>(),
  staffBusinessesQuerySchema: typeOf<Contract.StaffBusinessesQuery>(),
  staffBusinessesResponseSchema: typeOf<Contract.StaffBusinessesResponse>(),
  staffClaimDecisionResponseSchema: typeOf<Contract.StaffClaimDecisionResponse>(),
  staffClaimRefundRequestSchema: typeOf<Contract.StaffClaimRefundRequest>(),
  staffClaimRejectRequestSchema: typeOf<Contract.StaffClaimRejectRequest>(),
  staffClaimsQuerySchema: typeOf<Contract.StaffClaimsQuery>(),
  staffClaimsResponseSchema: typeOf<Contract.StaffClaimsResponse>(),
  staffDecisionResponseSchema: typeOf<Contract.StaffDecisionResponse>(),
  staffJobReasonRequestSchema: typeOf<Contract.StaffJobReasonRequest>(),
  staffJobsQuerySchema: typeOf<Contract.StaffJobsQuery>(),
  staffMediationListResponseSchema: typeOf<Contract.StaffMediationListResponse>(),
  staffMemberResponseSchema: typeOf<Contract.StaffMemberResponse>(),
  staffMembersResponseSchema: typeOf<Contract.StaffMembersResponse>(),
  staffMeResponseSchema: typeOf<Contract.StaffMeResponse>(),
  staffPeopleQuerySchema: typeOf<Contract.StaffPeopleQuery>(),
  staffPeopleResponseSchema: typeOf<Contract.StaffPeopleResponse>(),
  staffPersonResponseSchema: typeOf<Contract.StaffPersonResponse>(),
  staffReportsQuerySchema: typeOf<Contract.StaffReportsQuery>(),
  staffReportsResponseSchema: typeOf<Contract.StaffReportsResponse>(),
  staffSessionResponseSchema: typeOf<Contract.StaffSessionResponse>(),
  staffTransactionsResponseSchema: typeOf<Contract.StaffTransactionsResponse>(),
  staffVerificationResponseSchema: typeOf<Contract.StaffVerificationResponse>(),
  standingResponseSchema: typeOf<Contract.StandingResponse>(),
  unlockResponseSchema: typeOf<Contract.UnlockResponse>(),
  unplacedProfilesResponseSchema: typeOf<Contract.UnplacedProfilesResponse>(),
  updateEmployeeRequestSchema: typeOf<Contract.UpdateEmployeeRequest>(),
  updateReviewRequestSchema: typeOf<Contract.UpdateReviewRequest>(),
  verificationMeResponseSchema: typeOf<Contract.VerificationMeResponse>(),
  wageHintQuerySchema: typeOf<Contract.WageHintQuery>(),
  wageHintResponseSchema: typeOf<Contract.WageHintResponse>(),
  walletAdjustmentRequestSchema: typeOf<Contract.WalletAdjustmentRequest>(),
  walletAdjustmentResponseSchema: typeOf<Contract.WalletAdjustmentResponse>(),
  walletResponseSchema: typeOf<Contract.WalletBalances>(),
  walletTransactionsQuerySchema: typeOf<Contract.WalletTransactionsQuery>(),
  walletTransactionsResponseSchema: typeOf<Contract.WalletTransactionsResponse>(),
  workPhotoCaptionRequestSchema: typeOf<Contract.WorkPhotoCaptionRequest>(),
  workPhotoResponseSchema: typeOf<Contract.WorkPhotoResponse>(),
  workPhotosResponseSchema: typeOf<Contract.WorkPhotosResponse>(),
} satisfies Record<WireSchemaName, unknown>;

type Same<A, B> = (<G>() => G extends A ? 1 : 2) extends <G>() => G extends B ? 1 : 2 ? true : false;
type InferredBy<S, T> = S extends z.ZodType ? (Same<T, z.input<S>> extends true ? true : Same<T, z.output<S>>) : false;
type Mismatched = {
  [K in keyof typeof inferredTypes]: InferredBy<(typeof contract)[K], (typeof inferredTypes)[K]> extends true
    ? never
    : K;
}[keyof typeof inferredTypes];

describe('inferred types', () => {
  it('names a type for every request, response and query schema the package exports', () => {
    const exported = Object.keys(contract).filter((name) => /(Request|Response|Query)Schema$/.test(name));
    expect(exported.length).toBeGreaterThan(0);
    expect(Object.keys(inferredTypes).sort()).toEqual(exported.sort());
  });

  it('each named type is the z.input or z.infer of its schema', () => {
    expectTypeOf<Mismatched>().toBeNever();
  });
});

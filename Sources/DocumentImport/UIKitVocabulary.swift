/// Names the headless UIKit (Sources/Runtime/UIKit) declares, and the Foundation and Core Graphics types UIKit
/// code uses with them: evidence for rejoining a split identifier.
///
/// Regenerate from Sources/Runtime/UIKit when it grows (`UIKitVocabularyTests` fails with the missing names).
/// Short or common-word names (`text`, `view`, `white`) are left out: they are no evidence.
enum UIKitVocabulary {
    static let names: Set<String> = Set(
        """
        CellRegistration CheckmarkOptions DeleteOptions DisclosureIndicatorOptions DisplayedState
        EditingStyle ImageProperties LabelOptions NSCollectionLayoutBoundarySupplementaryItem
        NSCollectionLayoutContainer NSCollectionLayoutDimension NSCollectionLayoutEnvironment
        NSCollectionLayoutGroup NSCollectionLayoutItem NSCollectionLayoutSection NSCollectionLayoutSize
        NSCollectionLayoutSpacing NSCollectionLayoutSupplementaryItem NSDiffableDataSourceSnapshot
        NSRectAlignment OutlineDisclosureOptions ReorderOptions RowAnimation SelectionStyle TextAlignment
        TextProperties UICellAccessory UICellConfigurationState UICollectionLayoutListConfiguration
        UICollectionLayoutSectionOrthogonalScrollingBehavior UICollectionViewCompositionalLayout
        UICollectionViewDiffableDataSource UICollectionViewListCell UIConfigurationState
        UIContentConfiguration UIContentView UIListContentConfiguration UIListContentView
        UITableViewDiffableDataSource UITableViewHeaderFooterView accessoryView accompaniedSidebarCell
        accompaniedSidebarSubtitleCell adjustsFontSizeToFitWidth allowsMultipleSelectionDuringEditing
        allowsSelectionDuringEditing appendSections applySnapshotUsingReloadData attributedText
        automaticallyUpdatesContentConfiguration beginUpdates boundarySupplementaryItems clipsToBounds configuration
        configurationState contentConfiguration contentInsets defaultContentConfiguration defaultRowAnimation
        deleteAllItems deleteSections dequeueConfiguredReusableCell dequeueReusableHeaderFooterView
        disclosureIndicator editButtonItem editingAccessoryType editingAccessoryView editingStyle
        estimatedSectionFooterHeight estimatedSectionHeaderHeight extraProminentInsetGroupedHeader
        groupedFooter groupedHeader hasUncommittedUpdates heightDimension imageProperties imageToTextPadding
        indentationLevel indentationWidth indexOfSection indexPathsForSelectedRows insertSections
        interGroupSpacing interItemSpacing isFractionalHeight isFractionalWidth itemIdentifier
        itemIdentifiers orthogonalScrollingBehavior outlineDisclosure performBatchUpdates pinToVisibleBounds
        prominentInsetGroupedHeader reconfigureItems reconfigureRows reconfiguredItemIdentifiers
        reloadSectionIndexTitles reloadSections reloadedItemIdentifiers reloadedSectionIdentifiers
        reservedLayoutSize secondaryAttributedText secondaryText secondaryTextProperties sectionFooterHeight
        sectionHeaderHeight sectionIdentifier sectionIdentifiers sectionIndexTitles selectionStyle
        setHighlighted shouldIndentWhileEditing showsReorderControl showsSeparators sidebarHeader
        sidebarSubtitleCell subtitleCell supplementaryItems supplementaryViewProvider textProperties
        textToSecondaryTextHorizontalPadding textToSecondaryTextVerticalPadding widthDimension
        KeyboardDismissMode alwaysBounceHorizontal alwaysBounceVertical contentInset isPagingEnabled
        isScrollEnabled keyboardDismissMode scrollIndicatorInsets showsHorizontalScrollIndicator
        showsVerticalScrollIndicator
        UITableViewAutomaticDimension deleteRowsAtIndexPaths dequeueReusableHeaderFooterViewWithIdentifier
        deselectRowAtIndexPath indexPathForCell insertRowsAtIndexPaths moveRowAtIndexPath
        rectForRowAtIndexPath reloadRowsAtIndexPaths selectRowAtIndexPath
        pagingEnabled scrollEnabled
        SupplementaryRegistration dequeueConfiguredReusableSupplementary dequeueReusableSupplementaryView
        elementKindSectionFooter elementKindSectionHeader supplementaryView visibleSupplementaryViews
        UICollectionElementKindSectionFooter UICollectionElementKindSectionHeader
        UITextFieldDelegate cornerRadius isSearchResultsButtonSelected masksToBounds shadowOffset
        shadowOpacity shadowRadius showsBookmarkButton showsSearchResultsButton textFieldDidBeginEditing
        textFieldDidEndEditing textFieldShouldBeginEditing textFieldShouldClear textFieldShouldEndEditing
        textFieldShouldReturn
        BackButtonDisplayMode LargeTitleDisplayMode UIContextualAction UIModalPresentationStyle
        UIModalTransitionStyle UIRefreshControl UIStoryboardSegue UISwipeActionsConfiguration UITableViewRowAction
        attributedTitle backBarButtonItem backButtonDisplayMode backButtonTitle beginRefreshing endRefreshing
        hidesBackButton isBeingDismissed isBeingPresented isMovingFromParent isMovingToParent isRefreshing
        largeTitleDisplayMode leftItemsSupplementBackButton modalPresentationStyle modalTransitionStyle
        performSegue performsFirstActionWithFullSwipe popToRootViewController popToViewController possibleTitles
        refreshControl setHidesBackButton setViewControllers shouldPerformSegue showDetailViewController
        ScrollDirection UIAlertAction UIAlertController UICollectionReusableView UICollectionView
        UICollectionViewCell UICollectionViewController UICollectionViewDataSource UICollectionViewDelegate
        UICollectionViewDelegateFlowLayout UICollectionViewFlowLayout UICollectionViewLayout UIEdgeInsets
        UISearchTextField addTextField allowsMultipleSelection allowsSelection automaticSize
        automaticallyAdjustsScrollViewInsets backgroundView blackTranslucent cellForRowAtIndexPath
        centeredHorizontally centeredVertically collectionView collectionViewLayout
        dequeueReusableCellWithIdentifier deselectItem didReceiveMemoryWarning estimatedItemSize
        externalObjects footerReferenceSize headerReferenceSize indexPathsForSelectedItems
        indexPathsForVisibleItems invalidateLayout isHighlighted minimumInteritemSpacing minimumLineSpacing
        numberOfItems numberOfSectionsInTableView preferredAction preferredStyle registerClass
        scrollDirection searchBarStyle searchTextField sectionInset selectedBackgroundView
        updateSearchResultsForSearchController
        allEditingEvents allTouchEvents editingDidBegin editingDidEndOnExit isPerformable
        primaryActionTriggered removeTarget touchUpInside touchUpOutside valueChanged editingChanged
        editingDidEnd UIBarButtonItem flexibleSpace leftBarButtonItem rightBarButtonItem leftBarButtonItems
        rightBarButtonItems setLeftBarButton setRightBarButton setLeftBarButtonItems setRightBarButtonItems
        AccessoryType CellStyle ScrollPosition SearchCallback UIColor UIGestureRecognizer UIImage
        UIImageView UILabel UINavigationBar UINavigationController UINavigationItem UIResponder UIScrollView
        UIScrollViewDelegate UISearchBar UISearchBarDelegate UISearchContainerViewController UISearchController
        UISearchControllerDelegate UISearchResultsUpdating UITableView UITableViewCell UITableViewController
        UITableViewDataSource UITableViewDelegate UITapGestureRecognizer UIView UIViewController
        UIWindow accessoryType addChild addGestureRecognizer addSubview addTarget automaticDimension
        automaticallyShowsCancelButton automaticallyShowsScopeBar automaticallyShowsSearchResultsController
        backgroundColor barTintColor becomeFirstResponder canBecomeFirstResponder canResignFirstResponder
        cancelsTouchesInView cellForRow clearsSelectionOnViewWillAppear contentOffset contentSize dataSource
        definesPresentationContext dequeueReusableCell deselectRow didDismissSearchController didMove
        didPresentSearchController dimsBackgroundDuringPresentation estimatedRowHeight gestureRecognizers
        hidesNavigationBarDuringPresentation hidesSearchBarWhenScrolling indexPathsForVisibleRows
        isActive isEnabled isFirstResponder isHidden isNavigationBarHidden isScopeBarVisible isSelected
        isTranslucent isViewLoaded layoutIfNeeded layoutSubviews loadView loadViewIfNeeded makeKeyAndVisible
        navigationController navigationItem numberOfLines numberOfRows numberOfSections numberOfTapsRequired
        numberOfTouchesRequired obscuresBackgroundDuringPresentation popViewController prefersLargeTitles
        prepareForReuse presentSearchController pushViewController reloadData removeFromParent removeFromSuperview
        removeGestureRecognizer resignFirstResponder rootViewController rowHeight scopeButtonTitles
        scrollViewDidScroll searchBar searchBarBookmarkButtonClicked searchBarCancelButtonClicked
        searchBarResultsListButtonClicked searchBarSearchButtonClicked searchBarShouldBeginEditing
        searchBarShouldEndEditing searchBarTextDidBeginEditing searchBarTextDidEndEditing searchController
        searchResultsUpdater selectRow selectedScopeButtonIndex setContentOffset setNavigationBarHidden
        setNeedsLayout setShowsCancelButton showsCancelButton showsScopeBar showsSearchResultsController sizeThatFits
        sizeToFit systemBackground systemBlue tableFooterView tableHeaderView tableView textColor tintColor
        titleView topViewController viewControllers viewDidAppear viewDidDisappear viewDidLoad viewIfLoaded
        viewWillAppear viewWillDisappear visibleCells visibleViewController willDismissSearchController willMove
        willPresentSearchController
        detailTextLabel indexPathForSelectedRow navigationBar presentedViewController presentingViewController
        reuseIdentifier searchResultsController
        placeholder delegate prompt
        ActivationState Configuration ConnectionOptions ContentHorizontalAlignment ContentVerticalAlignment
        LaunchOptionsKey NSLineBreakMode NSTextAlignment NSTextContainer OpenExternalURLOptionsKey OpenURLOptionsKey
        TitleAlignment UIActivityIndicatorView UIApplication UIApplicationDelegate UIApplicationMain
        UIGestureRecognizerDelegate UIKeyboardAppearance UIKeyboardType UILongPressGestureRecognizer UIMenuElement
        UIOpenURLContext UIPageControl UIPanGestureRecognizer UIPickerView UIPickerViewDataSource UIPickerViewDelegate
        UIPinchGestureRecognizer UIProgressView UIReturnKeyType UISceneConfiguration UISceneDelegate UISceneSession
        UISegmentedControl UISwipeGestureRecognizer UITextAutocapitalizationType UITextAutocorrectionType
        UITextViewDelegate UIWindowScene UIWindowSceneDelegate activationState adjustsFontSizeToFitWidth
        allControlEvents allowableMovement applicationDidBecomeActive applicationDidEnterBackground
        applicationDidReceiveMemoryWarning applicationIconBadgeNumber applicationReserved applicationState
        applicationWillEnterForeground applicationWillResignActive applicationWillTerminate
        apportionsSegmentWidthsByContent attributedPlaceholder attributedText attributedTitle autocapitalizationType
        autocorrectionType backgroundImage baseBackgroundColor baseForegroundColor borderedProminent borderedTinted
        canBecomeKey clearButtonMode clearsOnBeginEditing configuration connectedScenes contentEdgeInsets
        contentHorizontalAlignment contentVerticalAlignment currentAttributedTitle currentBackgroundImage currentImage
        currentPageIndicatorTintColor currentTitle currentTitleColor currentTitleShadowColor delaysTouchesBegan
        delaysTouchesEnded delegateClass discoverabilityTitle enablesReturnKeyAutomatically gestureRecognizer
        gestureRecognizerShouldBegin hidesForSinglePage hidesWhenStopped highlightedTextColor imageEdgeInsets
        imageForSegment imagePadding inputAccessoryView insertSegment isContinuous isEnabledForSegment
        isIdleTimerDisabled isNetworkActivityIndicatorVisible isSecureTextEntry isSelectable isUserInteractionEnabled
        keepsMenuPresented keyboardAppearance keyboardType leftViewMode lineBreakMode maximumFramesPerSecond
        maximumNumberOfTouches maximumTrackTintColor maximumValue maximumValueImage menuActionTriggered
        minimumFontSize minimumNumberOfTouches minimumPressDuration minimumScaleFactor minimumTrackTintColor
        minimumValue minimumValueImage nativeBounds numberOfComponents numberOfPages numberOfSegments numberOfTouches
        openSessions pageIndicatorTintColor persistentIdentifier preferredMaxLayoutWidth progressImage
        progressTintColor progressViewStyle reloadAllComponents reloadComponent remoteNotification removeAction
        removeAllSegments removeSegment returnKeyType rightViewMode sceneDidBecomeActive sceneDidDisconnect
        sceneDidEnterBackground sceneWillEnterForeground sceneWillResignActive selectedRange selectedSegmentIndex
        selectedSegmentTintColor setAttributedTitle setBackgroundImage setTitleColor setTitleShadowColor
        setTranslation shortcutItem showsActivityIndicator showsSelectionIndicator sourceApplication startAnimating
        statusBarFrame stopAnimating subtitleLabel supportsMultipleScenes systemReserved textAlignment
        textContainerInset textViewDidBeginEditing textViewDidChange textViewDidChangeSelection textViewDidEndEditing
        textViewShouldBeginEditing textViewShouldEndEditing thumbTintColor titleAlignment titleEdgeInsets
        titleForSegment titlePadding titleShadowColor touchDownRepeat touchDragEnter touchDragExit touchDragInside
        touchDragOutside trackTintColor universalLinksOnly widthForSegment windowApplication
        windowExternalDisplayNonInteractive
        UIDatePicker UIDatePickerStyle countDownDuration datePickerMode datePickerStyle minuteInterval
        preferredDatePickerStyle
        IndexPath CGFloat CGPoint CGRect CGSize NSObject NSPredicate NSString NSArray NSRange DispatchQueue
        NotificationCenter UserDefaults Bundle Dictionary Optional Character
        AutoresizingMask Distribution NSDirectionalEdgeInsets NSLayoutAnchor NSLayoutConstraint NSLayoutDimension
        NSLayoutXAxisAnchor NSLayoutYAxisAnchor UILayoutGuide UILayoutPriority addArrangedSubview addConstraint
        addConstraints addLayoutGuide arrangedSubviews autoresizesSubviews autoresizingMask bottomAnchor
        brokenConstraint centerXAnchor centerYAnchor contentCompressionResistancePriority contentHuggingPriority
        customSpacing didAddSubview didMoveToSuperview directionalLayoutMargins distribution dragThatCanResizeScene
        dragThatCannotResizeScene firstAttribute firstBaselineAnchor fittingSizeLevel flexibleBottomMargin
        flexibleHeight flexibleLeftMargin flexibleRightMargin flexibleTopMargin flexibleWidth heightAnchor
        insertArrangedSubview insetsLayoutMarginsFromSafeArea intrinsicContentSize invalidateIntrinsicContentSize
        isBaselineRelativeArrangement isDescendant isLayoutMarginsRelativeArrangement lastBaselineAnchor
        layoutFittingCompressedSize layoutFittingExpandedSize layoutGuides layoutMargins layoutMarginsDidChange
        layoutMarginsGuide leadingAnchor needsUpdateConstraints noIntrinsicMetric preservesSuperviewLayoutMargins
        removeArrangedSubview removeConstraint removeConstraints removeLayoutGuide safeAreaInsets
        safeAreaInsetsDidChange safeAreaLayoutGuide sceneSizeStayPut secondAnchor secondAttribute
        setContentCompressionResistancePriority setContentHuggingPriority setCustomSpacing setNeedsDisplay
        setNeedsUpdateConstraints shouldBeArchived spacingUseDefault spacingUseSystem systemLayoutSizeFitting
        trailingAnchor translatesAutoresizingMaskIntoConstraints updateConstraints updateConstraintsIfNeeded
        willRemoveSubview
        AnimationOptions allowAnimatedContent allowUserInteraction beginFromCurrentState curveEaseInOut curveEaseOut
        showHideTransitionViews transitionCrossDissolve transitionCurlDown transitionCurlUp transitionFlipFromBottom
        transitionFlipFromLeft transitionFlipFromRight transitionFlipFromTop
        FormatOptions alignAllBottom alignAllCenterX alignAllCenterY alignAllFirstBaseline alignAllLastBaseline
        alignAllLeading alignAllLeft alignAllRight alignAllTrailing alignmentMask directionLeadingToTrailing
        directionLeftToRight directionMask directionRightToLeft spacingBaselineToBaseline
        constraintsAffectingLayout exerciseAmbiguityInLayout hasAmbiguousLayout
        UIContentContainer UIViewControllerTransitionCoordinator UIViewControllerTransitionCoordinatorContext
        additionalSafeAreaInsets isModalInPresentation updateViewConstraints viewDidLayoutSubviews
        viewSafeAreaInsetsDidChange viewWillLayoutSubviews viewWillTransition
        UIPresentationController UISheetPresentationController Detent animateChanges largestUndimmedDetentIdentifier
        preferredCornerRadius prefersEdgeAttachedInCompactHeight prefersGrabberVisible
        prefersScrollingExpandsWhenScrolledToEdge selectedDetentIdentifier sheetPresentationController
        widthFollowsPreferredContentSizeWhenEdgeAttached
        """.split(whereSeparator: \.isWhitespace).map(String.init))
}

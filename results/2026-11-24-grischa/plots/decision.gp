reset
$D0 << EOD
20 0.778239 0.737279 0.864255
100 3.9813110000000003 2.9982710000000004 5.996543
1024 50.331647 44.564479 66.322431
EOD
$D1 << EOD
20 0.8806390000000001 0.6881269999999999 1.056767
100 4.030463 3.620863 5.341183
1024 56.360959 49.020927 58.195966999999996
EOD
$D2 << EOD
20 24.641535 19.922943 28.442623
100 441.689942 420.375827 459.513414
EOD
$D3 << EOD
20 25.034751 24.772607 30.146559
100 445.658771 422.587819 505.126153
EOD
$D4 << EOD
20 0.704511 0.622591 0.8437749999999999
100 2.949119 2.818047 3.4897910000000003
1024 35.651583 32.112639 39.059455
EOD
$D5 << EOD
20 1.826815 1.212415 2.195455
100 5.668863 5.439487 7.012351
1024 88.080383 68.157439 94.37183900000001
EOD
$D6 << EOD
20 0.8110069999999999 0.774143 1.007615
100 3.653631 3.4897910000000003 4.095999
1024 47.710207000000004 43.778047 56.885247
EOD
$D7 << EOD
20 1.023999 0.9338869999999999 1.146879
100 5.603327 4.325375 7.045119
1024 69.730303 57.671679 76.546047
EOD
$D8 << EOD
20 1.589247 1.236991 1.6220150000000002
100 7.438335 5.636095 7.569407
1024 79.69177499999999 63.438847 93.32326300000001
EOD
$D9 << EOD
20 0.946175 0.8478709999999999 0.954367
100 4.227071 3.4897910000000003 4.620287
1024 59.506687 43.515903 74.973183
EOD
$D10 << EOD
20 1.0813430000000002 0.946175 1.220607
100 5.898238999999999 5.079039 7.438335
1024 67.633151 52.953087 74.973183
EOD
$D11 << EOD
20 0.8028150000000001 0.651263 0.864255
100 3.375103 2.007039 4.227071
1024 48.758783 42.467327 63.700991
EOD
$D12 << EOD
20 0.770047 0.720895 0.860159
100 4.227071 3.276799 5.013503
1024 46.399487 39.583743000000005 48.496639
EOD
$D13 << EOD
20 44.302335 44.302335 45.088767
100 175.84224700000001 116.391935 187.403332
EOD
$D14 << EOD
1024 0.389119375
EOD
$D15 << EOD
1024 0.389119375
EOD
$D16 << EOD
1024 0.389119375
EOD
$D17 << EOD
20 0.389119375
100 0.389119375
1024 0.389119375
EOD
set terminal pngcairo noenhanced size 900,520 font 'sans,10'
set output "decision.png"
set multiplot layout 1,1 title "p99 overhead per move against nodes, TCP (bands: 94% intervals; x: failed)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key below horizontal maxcols 5 font ',9' spacing 1.0 width 1
set xlabel "nodes"
set ylabel "p99 overhead per move (ms)"
set xtics ("20" 20, "100" 100, "1024" 1024) font ',8'
set logscale x 2
set logscale y 10
set format y '%g'
set yrange [0.3112955:1010.252306]
set xrange [14.285714285714286:1433.6]
set arrow 1 from graph 0, first 15.0 to graph 1, first 15.0 nohead lw 2 dt 2 lc rgb '#CC0000' front
set label 11 "budget: 1 % of a 1.5-s move = 15 ms" at graph 0.02, first 16.8 tc rgb '#CC0000' font ',9' front
set title "" font ',11'
plot $D0 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#0072B2" notitle, \
     $D0 using 1:2 with linespoints lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq pubsub", \
     $D1 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#E69F00" notitle, \
     $D1 using 1:2 with linespoints lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "czmq pubsub", \
     $D2 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#009E73" notitle, \
     $D2 using 1:2 with linespoints lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "nanomsg pubsub", \
     $D3 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#CC79A7" notitle, \
     $D3 using 1:2 with linespoints lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "nng pubsub", \
     $D4 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#000000" notitle, \
     $D4 using 1:2 with linespoints lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#000000" title "raw pubsub (floor)", \
     $D5 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#D55E00" notitle, \
     $D5 using 1:2 with linespoints lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#D55E00" title "nats pubsub", \
     $D6 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#882255" notitle, \
     $D6 using 1:2 with linespoints lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#882255" title "redis pubsub", \
     $D7 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#44AA99" notitle, \
     $D7 using 1:2 with linespoints lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#44AA99" title "mqtt pubsub", \
     $D8 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#D55E00" notitle, \
     $D8 using 1:2 with linespoints lw 1.5 dt 4 pt 7 ps 0.6 lc rgb "#D55E00" title "nats reply", \
     $D9 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#882255" notitle, \
     $D9 using 1:2 with linespoints lw 1.5 dt 4 pt 7 ps 0.6 lc rgb "#882255" title "redis reply", \
     $D10 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#44AA99" notitle, \
     $D10 using 1:2 with linespoints lw 1.5 dt 4 pt 7 ps 0.6 lc rgb "#44AA99" title "mqtt reply", \
     $D11 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#0072B2" notitle, \
     $D11 using 1:2 with linespoints lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq router", \
     $D12 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#E69F00" notitle, \
     $D12 using 1:2 with linespoints lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "czmq router", \
     $D13 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#009E73" notitle, \
     $D13 using 1:2 with linespoints lw 1.5 dt 3 pt 7 ps 0.6 lc rgb "#009E73" title "nanomsg survey", \
     $D14 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#009E73" title "nanomsg pubsub: failed", \
     $D15 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#CC79A7" title "nng pubsub: failed", \
     $D16 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#009E73" title "nanomsg survey: failed", \
     $D17 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#CC79A7" title "nng survey: failed"
unset multiplot
set output
set terminal svg noenhanced size 900,520 dynamic font 'sans,10' background '#ffffff'
set output "decision.svg"
set multiplot layout 1,1 title "p99 overhead per move against nodes, TCP (bands: 94% intervals; x: failed)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key below horizontal maxcols 5 font ',9' spacing 1.0 width 1
set xlabel "nodes"
set ylabel "p99 overhead per move (ms)"
set xtics ("20" 20, "100" 100, "1024" 1024) font ',8'
set logscale x 2
set logscale y 10
set format y '%g'
set yrange [0.3112955:1010.252306]
set xrange [14.285714285714286:1433.6]
set arrow 1 from graph 0, first 15.0 to graph 1, first 15.0 nohead lw 2 dt 2 lc rgb '#CC0000' front
set label 11 "budget: 1 % of a 1.5-s move = 15 ms" at graph 0.02, first 16.8 tc rgb '#CC0000' font ',9' front
set title "" font ',11'
plot $D0 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#0072B2" notitle, \
     $D0 using 1:2 with linespoints lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq pubsub", \
     $D1 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#E69F00" notitle, \
     $D1 using 1:2 with linespoints lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "czmq pubsub", \
     $D2 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#009E73" notitle, \
     $D2 using 1:2 with linespoints lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "nanomsg pubsub", \
     $D3 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#CC79A7" notitle, \
     $D3 using 1:2 with linespoints lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "nng pubsub", \
     $D4 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#000000" notitle, \
     $D4 using 1:2 with linespoints lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#000000" title "raw pubsub (floor)", \
     $D5 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#D55E00" notitle, \
     $D5 using 1:2 with linespoints lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#D55E00" title "nats pubsub", \
     $D6 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#882255" notitle, \
     $D6 using 1:2 with linespoints lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#882255" title "redis pubsub", \
     $D7 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#44AA99" notitle, \
     $D7 using 1:2 with linespoints lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#44AA99" title "mqtt pubsub", \
     $D8 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#D55E00" notitle, \
     $D8 using 1:2 with linespoints lw 1.5 dt 4 pt 7 ps 0.6 lc rgb "#D55E00" title "nats reply", \
     $D9 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#882255" notitle, \
     $D9 using 1:2 with linespoints lw 1.5 dt 4 pt 7 ps 0.6 lc rgb "#882255" title "redis reply", \
     $D10 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#44AA99" notitle, \
     $D10 using 1:2 with linespoints lw 1.5 dt 4 pt 7 ps 0.6 lc rgb "#44AA99" title "mqtt reply", \
     $D11 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#0072B2" notitle, \
     $D11 using 1:2 with linespoints lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq router", \
     $D12 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#E69F00" notitle, \
     $D12 using 1:2 with linespoints lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "czmq router", \
     $D13 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#009E73" notitle, \
     $D13 using 1:2 with linespoints lw 1.5 dt 3 pt 7 ps 0.6 lc rgb "#009E73" title "nanomsg survey", \
     $D14 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#009E73" title "nanomsg pubsub: failed", \
     $D15 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#CC79A7" title "nng pubsub: failed", \
     $D16 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#009E73" title "nanomsg survey: failed", \
     $D17 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#CC79A7" title "nng survey: failed"
unset multiplot
set output

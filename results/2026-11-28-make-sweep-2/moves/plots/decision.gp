reset
$D0 << EOD
20 1.814527 1.556479 1.966079
100 9.863166999999999 9.502718999999999 10.682367000000001
EOD
$D1 << EOD
20 1.9169269999999998 1.794047 2.473983
100 11.042815000000001 9.764863 11.141119
EOD
$D2 << EOD
20 2.301951 1.720319 2.441215
100 10.813439 9.568254999999999 11.993087
EOD
$D3 << EOD
20 2.3183350000000003 2.244607 3.342335
100 11.173887 9.764863 11.796479
EOD
$D4 << EOD
20 37.169545 36.973046000000004 37.228456
EOD
$D5 << EOD
20 55.031771 39.407463 57.325274
EOD
$D6 << EOD
20 1.212415 1.1960309999999998 1.351679
100 7.864319 7.176191 7.897087000000001
EOD
$D7 << EOD
20 3.244031 3.2112629999999998 3.932159
100 21.898229 17.299361 23.968231
EOD
$D8 << EOD
20 1.9824629999999999 1.728511 2.834431
100 11.862015 11.272191000000001 13.893631
EOD
$D9 << EOD
20 2.785279 2.5067510000000004 3.0310390000000003
100 15.995776 13.500415 19.418385999999998
EOD
$D10 << EOD
20 6.193150999999999 5.832703 6.946815
100 25.852705999999998 20.290823 29.359034
EOD
$D11 << EOD
20 1.302527 1.220607 1.5728630000000001
100 8.388607 5.603327 10.289151
EOD
$D12 << EOD
20 3.9649270000000003 2.949119 4.0796149999999995
100 15.597567 15.204351 17.390662
EOD
$D13 << EOD
20 1.789951 1.769471 2.293759
100 11.042815000000001 10.223615 12.320767
EOD
$D14 << EOD
20 2.826239 2.211839 3.457023
100 14.990986000000001 13.678499 17.020077
EOD
$D15 << EOD
20 6.324223 5.505023 6.488063
100 31.884421 21.184479 32.208639
EOD
$D16 << EOD
20 51.860062 48.130055 51.866875
EOD
$D17 << EOD
20 0.7475193749999999
EOD
set terminal pngcairo noenhanced size 900,520 font 'sans,10'
set output "decision.png"
set multiplot layout 1,1 title "p99 overhead per move against nodes, TCP (bands: 75% intervals; x: failed)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key below horizontal maxcols 5 font ',9' spacing 1.0 width 1
set xlabel "nodes"
set ylabel "p99 overhead per move (ms)"
set xtics ("20" 20, "100" 100) font ',8'
set logscale x 2
set logscale y 10
set format y '%g'
set yrange [0.5980154999999999:114.650548]
set xrange [14.285714285714286:140.0]
set arrow 1 from graph 0, first 15.0 to graph 1, first 15.0 nohead lw 2 dt 2 lc rgb '#CC0000' front
set label 11 "budget: 1 % of a 1.5-s move = 15 ms" at graph 0.02, first 16.8 tc rgb '#CC0000' font ',9' front
set title "" font ',11'
plot $D0 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#0072B2" notitle, \
     $D0 using 1:2 with linespoints lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq addressed", \
     $D1 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#E69F00" notitle, \
     $D1 using 1:2 with linespoints lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "czmq addressed", \
     $D2 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#0072B2" notitle, \
     $D2 using 1:2 with linespoints lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq pubsub", \
     $D3 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#E69F00" notitle, \
     $D3 using 1:2 with linespoints lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "czmq pubsub", \
     $D4 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#009E73" notitle, \
     $D4 using 1:2 with linespoints lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "nanomsg pubsub", \
     $D5 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#CC79A7" notitle, \
     $D5 using 1:2 with linespoints lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "nng pubsub", \
     $D6 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#000000" notitle, \
     $D6 using 1:2 with linespoints lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#000000" title "raw pubsub (floor)", \
     $D7 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#D55E00" notitle, \
     $D7 using 1:2 with linespoints lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#D55E00" title "nats pubsub", \
     $D8 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#882255" notitle, \
     $D8 using 1:2 with linespoints lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#882255" title "redis pubsub", \
     $D9 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#44AA99" notitle, \
     $D9 using 1:2 with linespoints lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#44AA99" title "mqtt pubsub", \
     $D10 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#56B4E9" notitle, \
     $D10 using 1:2 with linespoints lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#56B4E9" title "rabbitmq pubsub", \
     $D11 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#117733" notitle, \
     $D11 using 1:2 with linespoints lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#117733" title "raw@uring pubsub (floor)", \
     $D12 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#D55E00" notitle, \
     $D12 using 1:2 with linespoints lw 1.5 dt 4 pt 7 ps 0.6 lc rgb "#D55E00" title "nats reply", \
     $D13 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#882255" notitle, \
     $D13 using 1:2 with linespoints lw 1.5 dt 4 pt 7 ps 0.6 lc rgb "#882255" title "redis reply", \
     $D14 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#44AA99" notitle, \
     $D14 using 1:2 with linespoints lw 1.5 dt 4 pt 7 ps 0.6 lc rgb "#44AA99" title "mqtt reply", \
     $D15 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#56B4E9" notitle, \
     $D15 using 1:2 with linespoints lw 1.5 dt 4 pt 7 ps 0.6 lc rgb "#56B4E9" title "rabbitmq reply", \
     $D16 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#009E73" notitle, \
     $D16 using 1:2 with linespoints lw 1.5 dt 3 pt 7 ps 0.6 lc rgb "#009E73" title "nanomsg survey", \
     $D17 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#CC79A7" title "nng survey: failed"
unset multiplot
set output
set terminal svg noenhanced size 900,520 dynamic font 'sans,10' background '#ffffff'
set output "decision.svg"
set multiplot layout 1,1 title "p99 overhead per move against nodes, TCP (bands: 75% intervals; x: failed)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key below horizontal maxcols 5 font ',9' spacing 1.0 width 1
set xlabel "nodes"
set ylabel "p99 overhead per move (ms)"
set xtics ("20" 20, "100" 100) font ',8'
set logscale x 2
set logscale y 10
set format y '%g'
set yrange [0.5980154999999999:114.650548]
set xrange [14.285714285714286:140.0]
set arrow 1 from graph 0, first 15.0 to graph 1, first 15.0 nohead lw 2 dt 2 lc rgb '#CC0000' front
set label 11 "budget: 1 % of a 1.5-s move = 15 ms" at graph 0.02, first 16.8 tc rgb '#CC0000' font ',9' front
set title "" font ',11'
plot $D0 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#0072B2" notitle, \
     $D0 using 1:2 with linespoints lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq addressed", \
     $D1 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#E69F00" notitle, \
     $D1 using 1:2 with linespoints lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "czmq addressed", \
     $D2 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#0072B2" notitle, \
     $D2 using 1:2 with linespoints lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq pubsub", \
     $D3 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#E69F00" notitle, \
     $D3 using 1:2 with linespoints lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "czmq pubsub", \
     $D4 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#009E73" notitle, \
     $D4 using 1:2 with linespoints lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "nanomsg pubsub", \
     $D5 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#CC79A7" notitle, \
     $D5 using 1:2 with linespoints lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "nng pubsub", \
     $D6 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#000000" notitle, \
     $D6 using 1:2 with linespoints lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#000000" title "raw pubsub (floor)", \
     $D7 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#D55E00" notitle, \
     $D7 using 1:2 with linespoints lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#D55E00" title "nats pubsub", \
     $D8 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#882255" notitle, \
     $D8 using 1:2 with linespoints lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#882255" title "redis pubsub", \
     $D9 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#44AA99" notitle, \
     $D9 using 1:2 with linespoints lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#44AA99" title "mqtt pubsub", \
     $D10 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#56B4E9" notitle, \
     $D10 using 1:2 with linespoints lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#56B4E9" title "rabbitmq pubsub", \
     $D11 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#117733" notitle, \
     $D11 using 1:2 with linespoints lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#117733" title "raw@uring pubsub (floor)", \
     $D12 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#D55E00" notitle, \
     $D12 using 1:2 with linespoints lw 1.5 dt 4 pt 7 ps 0.6 lc rgb "#D55E00" title "nats reply", \
     $D13 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#882255" notitle, \
     $D13 using 1:2 with linespoints lw 1.5 dt 4 pt 7 ps 0.6 lc rgb "#882255" title "redis reply", \
     $D14 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#44AA99" notitle, \
     $D14 using 1:2 with linespoints lw 1.5 dt 4 pt 7 ps 0.6 lc rgb "#44AA99" title "mqtt reply", \
     $D15 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#56B4E9" notitle, \
     $D15 using 1:2 with linespoints lw 1.5 dt 4 pt 7 ps 0.6 lc rgb "#56B4E9" title "rabbitmq reply", \
     $D16 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#009E73" notitle, \
     $D16 using 1:2 with linespoints lw 1.5 dt 3 pt 7 ps 0.6 lc rgb "#009E73" title "nanomsg survey", \
     $D17 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#CC79A7" title "nng survey: failed"
unset multiplot
set output
